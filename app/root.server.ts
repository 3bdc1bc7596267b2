import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "./lib/i18n.server";
import { nextCampaign } from "./lib/attribution";
import {
  clearToast,
  newHooid,
  readCampaign,
  readHooid,
  readThirdParty,
  readToast,
  readUser,
  writeCampaign,
  writeHooid,
} from "./lib/cookies.server";
import { type Lang } from "#core/constants";
import { env } from "#core/env.server";
import { filingNumberFor } from "./lib/filing";
import { isLang, langOf, localeOf, switchLangPath } from "#core/lang";
import { qrImageUrls } from "./lib/qr.server";
import { wechatCredentials } from "./lib/wechat-share.server";
import { livePromotions, siteStats } from "./lib/stats.server";
import { saleTarget } from "./lib/links";
import { loginDialogData } from "./components/login-dialog/login.server";
import { studentDialogData } from "./components/student-dialog/dialogs.server";
import { serviceUnread } from "./lib/service.server";
import { rootUserOf, savedCodesOf } from "./lib/root-user.server";
import { takeDraft } from "./lib/form-draft.server";
import { secondCurrency } from "./lib/currency.server";
import { DEFAULT_CURRENCY, type SecondCurrency } from "./lib/currency";

/**
 * Server-side start: restores the user, third-party info and campaign from their
 * cookies, keeps the visitor id, and gathers what the header and footer show. Any error in
 * reading cookies is swallowed (they count as absent).
 */
export async function loadRoot({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Paths the language middleware lets through (/robots.txt, /dev/…) match `$lang` routes only
  // by accident: a first segment that is not a language is not a page.
  if (params.lang !== undefined && !isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  const lang: Lang = langOf(params.lang);
  const t = getFixedT(lang);
  const e = env();
  const headers = new Headers();

  const [user, thirdParty, toast, campaign, hooid, stats, promotions, unread, currency, saved] = await Promise.all([
    readUser(request),
    readThirdParty(request),
    readToast(request),
    readCampaign(request),
    readHooid(request),
    siteStats(request),
    livePromotions(request),
    // The user menu's badge: one indexed count for a logged-in student (no call for a visitor,
    // whose pages the visitor page cache serves); 0 when the API cannot answer.
    serviceUnread(request),
    // The second currency and today's rates (the footer's chooser, the quote's conversions);
    // without an answer, CNY with no rates: the pages then show local prices only.
    secondCurrency(request).catch((): SecondCurrency => ({ code: DEFAULT_CURRENCY, rates: [] })),
    // The hearts of every page (app/components/favourite): one kept read for a student.
    savedCodesOf(request),
  ]);

  if (!hooid) headers.append("Set-Cookie", await writeHooid(newHooid()));
  const campaignUpdate = nextCampaign(url, request.headers.get("referer"), campaign);
  if (campaignUpdate) headers.append("Set-Cookie", await writeCampaign(campaignUpdate));
  if (toast) headers.append("Set-Cookie", await clearToast());
  // The login dialog: its view, prefixes, third-party entries, a no-JS form outcome.
  const login = await loginDialogData(request, lang, user ? { hasMobile: !!user.mobile } : null, thirdParty);
  for (const c of login.setCookies) headers.append("Set-Cookie", c);
  // The cooperation and feedback dialogs, when `?dialog=` asks for one.
  const studentDialog = await studentDialogData(request, lang, user);
  // Back after logging in again: what a form held when its send found the session ended.
  const kept = user ? await takeDraft(request, user.userCode ?? null) : null;
  if (kept) headers.append("Set-Cookie", kept.setCookie);

  const origin = `${url.protocol}//${url.host}`;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  return data(
    {
      lang,
      user: user ? rootUserOf(user, unread, saved) : null,
      login: login.data,
      studentDialog,
      /** A form's kept draft for this page (useFormDraft), given once. */
      draft: kept?.draft ?? null,
      toast: toast ? { type: toast.type, text: toast.text ?? (toast.key ? t(toast.key) : "") } : null,
      filingNumber: filingNumberFor(host, { cn: e.FILING_NUMBER_CN, intl: e.FILING_NUMBER_INTL }),
      hotline: e.HOTLINE,
      /** Image URLs of the QR codes (/qr/<name>.svg), not their markup. */
      qr: qrImageUrls(),
      stats,
      currency,
      /**
       * WeChat's share card is configured (WECHAT_APP_ID/SECRET): inside WeChat's browser the page
       * loads the JS-SDK and asks /wechat/share for a signature. The same for every visitor, so a
       * kept visitor page stays right whichever browser asks for it.
       */
      wechatShare: wechatCredentials() !== null,
      /** The picture of a share card when the page has no photo of its own (absolute: WeChat and crawlers fetch it). */
      shareImage: `${origin}/og-image.png`,
      /** The promotion the header's sale tab leads to: one running now. */
      salePromotion: saleTarget(promotions),
      meta: { title: t("site.title"), description: t("site.description") },
      seo: {
        canonical: `${origin}${url.pathname}`,
        alternates: [
          { hrefLang: localeOf("cn"), href: `${origin}${switchLangPath(url.pathname, "", "cn")}` },
          { hrefLang: localeOf("en"), href: `${origin}${switchLangPath(url.pathname, "", "en")}` },
          { hrefLang: "x-default", href: `${origin}${switchLangPath(url.pathname, "", "cn")}` },
        ],
      },
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>["data"];
