import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loginAction } from "~/components/login-dialog/action.server";
import { langOf } from "#core/lang";

/** The login dialog's forms post here (app/components/login-dialog/action.server.ts). */
export const action = ({ request, params }: ActionFunctionArgs) => loginAction(request, langOf(params.lang));

/** A plain visit opens the dialog on the home page. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  redirect(`/${langOf(params.lang)}/?login=sms&report=1`);
