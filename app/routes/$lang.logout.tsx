import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { pageWithout, safeRedirect } from "~/components/login-dialog/action.server";
import { callApi } from "~/lib/api.server";
import { clearUser, readUser } from "~/lib/cookies.server";
import { langOf } from "#core/lang";
import { readForm } from "~/lib/form.server";

/**
 * Sign out: call user/client/logout, which revokes the session, then remove
 * the user cookie and reload the page, whether the call succeeded or not.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const lang = langOf(params.lang);
  const form = await readForm(request, { resource: true });
  const back = pageWithout(safeRedirect(form.get("redirectTo"), `/${lang}/`));
  const user = await readUser(request);
  if (user) {
    await callApi("/rest/user/client/logout", {}, { request, token: user.token }).catch(() => undefined);
  }
  throw redirect(back, { headers: { "Set-Cookie": await clearUser(request) } });
}

export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/${langOf(params.lang)}/`);
