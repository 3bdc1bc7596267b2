import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loginAction } from "~/components/login-dialog/action.server";
import { DEFAULT_LANG } from "#core/constants";
import { isLang } from "#core/lang";

/** The login dialog's forms post here (app/components/login-dialog/action.server.ts). */
export const action = ({ request, params }: ActionFunctionArgs) => loginAction(request, isLang(params.lang) ? params.lang : DEFAULT_LANG);

/** A plain visit opens the dialog on the home page. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  redirect(`/${isLang(params.lang) ? params.lang : DEFAULT_LANG}/?login=sms&report=1`);
