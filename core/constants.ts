/**
 * Every fixed number of the product (field lengths, code length and countdown, search timings,
 * cookie lifetimes, dialog widths…) lives here, once. Schemas, the API and the UI
 * import these instead of repeating literals.
 */
export const LANGS = ["cn", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "cn";
/** `cn` is not a language code: what <html lang> and i18next use. */
export const LOCALE_OF: Record<Lang, string> = { cn: "zh-CN", en: "en" };

export const CODE_LENGTH = 6;
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_PER_NUMBER_HOUR = 5;
export const CODE_PER_NUMBER_DAY = 10;
export const CAPTCHA_TTL_SECONDS = 120;
export const IMAGE_CODE_LENGTH = 4;

export const MOBILE_MIN_DIGITS = 3;
export const MOBILE_MAX_DIGITS = 20;
export const LOGIN_PASSWORD_MIN = 3;
export const PASSWORD_INPUT_MAX = 16;
export const ACCOUNT_PASSWORD_MIN = 8;
export const ACCOUNT_PASSWORD_MAX = 16;
/** Third-party sign-in providers the API knows (each offered when configured). */
export const THIRD_PROVIDERS = ["wechat", "github"] as const;
/**
 * WeChat sign-in inside WeChat's own browser (the official account's web authorization), beside
 * the website's QR sign-in ("wechat"): its openids are the official account's, so it is kept as
 * its own identity, linked to the same account through the UnionID.
 */
export const WECHAT_IN_APP = "wechat_mp" as const;
export const LOGIN_PROVIDERS = [...THIRD_PROVIDERS, WECHAT_IN_APP] as const;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 20;
export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;
/** A student's document (PDF, JPEG or PNG: api/documents). */
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const CONSULTANT_ID_MAX = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** The shortest staff password the API takes (the console's new-password field says the same). */
export const STAFF_PASSWORD_MIN = 12;

export const COOP_NAME_MAX = 20;
export const COOP_PHONE_MIN = 2;
export const COOP_PHONE_MAX = 15;
export const COOP_EMAIL_MAX = 40;
export const COOP_WECHAT_MAX = 40;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_BLUR_CLOSE_MS = 200;
export const SEARCH_HISTORY_MAX = 3;
export const SEARCH_HISTORY_KEY = "searchHistoryArr";
export const RELOAD_AFTER_BIND_MS = 200;

export const DEFAULT_MOBILE_PREFIX = { id: 317, mobilePrefix: "86", name: "中国" } as const;

export const REQUEST_TIMEOUT_MS = 30_000;
/** Signed requests older or newer than this are refused (replay window). */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;

export const USER_COOKIE_DAYS = 7;
export const MARKETING_COOKIE_DAYS = 7;
export const I18N_REDIRECT_COOKIE_DAYS = 365;
export const DAY_SECONDS = 24 * 60 * 60;

export const MIN_PAGE_WIDTH_PX = 1060;
export const FOOTER_LINK_COLUMNS = 6;

export const LOGIN_DIALOG_WIDTH = { cn: 568, en: 620 } as const;
export const COOP_DIALOG_WIDTH = 650;
export const FEEDBACK_DIALOG_WIDTH = 550;

export const IMAGE_QUALITY = 80;

/** API envelope codes: 0 success, 1 request error, 3 not logged in. */
export const CODE_OK = 0;
export const CODE_REQUEST_ERROR = 1;
export const CODE_NOT_LOGGED_IN = 3;

export const MARKETING_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_term",
  "utm_content",
  "utm_campaign",
  "sourceCode",
  "shareCrmUid",
  "shareUid",
] as const;
export const LEAD_PARAMS = ["mId", "dId", "userInfo", "shareInfo", "leadType", "sourceDataId"] as const;
export const REFERRER_SOURCES = ["baidu", "google", "sogou", "sm", "bing", "360"] as const;
export const PAID_BAIDU_SOURCE_CODES = ["bdpc", "bdm", "bdxxl"] as const;
