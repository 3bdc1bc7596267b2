import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localHref } from "#core/lang";
import { requireLang } from "~/lib/applications.server";

/** /user opens the profile. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(localHref("/user/profiles", requireLang(params)));
