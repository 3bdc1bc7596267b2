import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readUser, writeToast } from "~/lib/cookies.server";
import { changeFavourite, isBuildingCode, rememberPendingFavourite } from "~/lib/favourites.server";
import { redirectIfExpired } from "~/lib/api.server";
import { isLang, localHref } from "#core/lang";
import { loginHref } from "~/lib/links";
import { readForm } from "~/lib/form.server";
import { safeBack } from "~/lib/safe-redirect";

/**
 * POST /{lang}/favorite: the favourite toggle of cards and detail pages (works without JS).
 * A visitor gets the login dialog (?login=sms&report=1) and the favourite is saved after login.
 * With JavaScript (js=1) a logged-in toggle answers JSON instead of redirecting.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  const form = await readForm(request, { resource: true });
  const code = form.get("buildingCode");
  const on = form.get("value") !== "0";
  const js = form.get("js") === "1";
  const back = safeBack(form.get("redirectTo"), params.lang);
  if (!isBuildingCode(code)) throw new Response("Bad Request", { status: 400 });

  if (!(await readUser(request))) {
    const [path, search = ""] = back.split("?");
    const headers = new Headers();
    if (on) headers.append("Set-Cookie", await rememberPendingFavourite(code));
    return redirect(loginHref(path, search ? `?${search}` : "", 1), { headers });
  }
  const result = await redirectIfExpired(request, await changeFavourite(request, code, on));
  if (js) return data({ ok: result.ok, isFavourite: result.ok ? on : !on }, { status: result.ok ? 200 : 400 });
  const toast = result.ok ? { type: "success" as const, key: on ? "discovery.fav.added" : "discovery.fav.removed" } : { type: "error" as const, key: "collections_fail_tip" };
  return redirect(back, { headers: { "Set-Cookie": await writeToast(toast) } });
}

export const loader = ({ params }: ActionFunctionArgs) => redirect(localHref("/", isLang(params.lang) ? params.lang : "cn"));

