import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApi } from "~/api-transport.server";

/**
 * The API's /rest/user/… paths, the same handler as rest.$.ts. Remix ranks `:lang/user/*`
 * (the /user area's not-found route) above `rest/*`, so /rest/user/client/login would be
 * answered as a page; a route with the static `rest/user` prefix outranks it.
 */
export const action = ({ request }: ActionFunctionArgs) => handleApi(request);
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(request);
