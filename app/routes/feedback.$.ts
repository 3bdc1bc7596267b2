import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApi } from "~/api-transport.server";

/** The feedback service (its own path prefix, apart from /rest), served to the outside (mobile app, mini-program, API_BASE_URL clients). */
export const action = ({ request }: ActionFunctionArgs) => handleApi(request);
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(request);
