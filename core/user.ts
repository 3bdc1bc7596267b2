import type { z } from "zod";
import type { accountsContract } from "./contract/accounts";
import type { userInfo } from "./contract/user-info";

/** Logged-in user info, as the API answers it (core/contract/user-info.ts). Accepted only when it carries a token. */
export type UserInfo = z.output<typeof userInfo>;

export function isUserInfo(value: unknown): value is UserInfo {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { token?: unknown }).token === "string" &&
    (value as { token: string }).token.length > 0
  );
}

type ThirdAnswer = z.output<(typeof accountsContract)["/rest/user/client/third/callback"]["response"]>;

/**
 * Third-party user info, kept in a cookie between the OAuth callback and the dialog:
 * `reg`, a new identity to register (third/callback's `info`, whose thirdToken third/reg takes);
 * `error`, the message to show once.
 */
export type ThirdPartyInfo = { type: "reg"; info: Extract<ThirdAnswer, { type: "reg" }>["info"] } | { type: "error"; info: string };

export function isThirdPartyInfo(value: unknown): value is ThirdPartyInfo {
  const { type, info } = (value ?? {}) as { type?: unknown; info?: unknown };
  return (type === "reg" && typeof info === "object" && info !== null) || (type === "error" && typeof info === "string");
}

/** The nickname a new account starts with from its phone number (api/accounts/service.ts defaultNickname). */
const DEFAULT_NICKNAME = /^用户(\d{4})$/;

/**
 * A nickname as a page in `lang` shows it: the default one a new account starts with
 * ("用户4547") in the page's language ("User4547" in English) until the student sets their
 * own; a chosen name as typed.
 */
export function shownUserName(userName: string | null | undefined, lang: "cn" | "en"): string {
  const name = userName ?? "";
  const digits = DEFAULT_NICKNAME.exec(name)?.[1];
  if (!digits) return name;
  return lang === "en" ? `User${digits}` : name;
}
