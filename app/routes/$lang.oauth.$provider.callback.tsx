import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { pageWithout, safeRedirect } from "~/components/login-dialog/action.server";
import { callApi } from "~/lib/api.server";
import { clearThirdParty, readUser, signIn, writeThirdParty, writeToast } from "~/lib/cookies.server";
import { getFixedT } from "~/lib/i18n.server";
import { langOf } from "#core/lang";

/**
 * Where an OAuth provider sends the browser back (`/{lang}/oauth/{provider}/callback?code&state`).
 * The API exchanges the code: a known identity logs in; a new one is kept as third-party info
 * of type 'reg' (cookie) and the page opens RegisterByMobile; a failure is kept as type 'error',
 * which the page shows in an alert titled 'tip' and then clears. A bind started from account
 * setting (state made by user/genBindThird) links the identity to the logged-in account and
 * returns there with a toast; any failure of a logged-in user's callback lands there too.
 * Inside WeChat the silent authorization comes first; when it finds no account the API answers
 * `consent`, WeChat's consent page, where the browser goes next.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOf(params.lang);
  const t = getFixedT(lang);
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const home = `/${lang}/`;
  if (!code || !state) {
    const message = url.searchParams.get("error_description") || t("account.thirdError");
    throw redirect(home, { headers: { "Set-Cookie": await writeThirdParty({ type: "error", info: message }) } });
  }
  // A bind (started from account setting) is finished by the logged-in session only.
  const user = await readUser(request);
  const r = await callApi("/rest/user/client/third/callback", { provider: params.provider ?? "", code, state }, { request, token: user?.token ?? null });
  if (!r.ok && user) {
    const to = `/${lang}/user/account-setting`;
    throw redirect(to, { headers: { "Set-Cookie": await writeToast({ type: "error", text: r.msg || t("other_error_tip") }) } });
  }
  if (!r.ok) {
    const message = r.msg || t("other_error_tip");
    throw redirect(home, { headers: { "Set-Cookie": await writeThirdParty({ type: "error", info: message }) } });
  }
  const back = pageWithout(safeRedirect(r.data.returnTo, home));
  const headers = new Headers();
  // WeChat's silent sign-in found no account: on to WeChat's consent page, which comes back here.
  if (r.data.type === "consent") throw redirect(r.data.url);
  if (r.data.type === "login") {
    headers.append("Set-Cookie", await signIn(r.data.user, request));
    headers.append("Set-Cookie", await clearThirdParty());
    headers.append("Set-Cookie", await writeToast({ type: "success", key: "login_succeed" }));
    throw redirect(back, { headers });
  }
  if (r.data.type === "bind") {
    headers.append("Set-Cookie", await writeToast({ type: "success", key: "student.account.thirdBoundOk" }));
    throw redirect(safeRedirect(r.data.returnTo, `/${lang}/user/account-setting`), { headers });
  }
  if (r.data.type === "reg") {
    headers.append("Set-Cookie", await writeThirdParty({ type: "reg", info: r.data.info }));
    const target = new URL(back, "http://x");
    target.searchParams.set("login", "register");
    throw redirect(target.pathname + target.search, { headers });
  }
  throw redirect(home, { headers: { "Set-Cookie": await writeThirdParty({ type: "error", info: t("other_error_tip") }) } });
}
