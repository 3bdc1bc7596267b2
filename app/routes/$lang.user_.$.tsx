import type { RouteHandle } from "~/lib/layout";

/** No footer anywhere under /user, also on the not-found page of an unknown /user path. */
export const handle: RouteHandle = { layout: { footer: false } };

/**
 * Any other path under /user: the not-found page, in the /user area's layout. Without it such a
 * path would fall to the city page's splat and lose the area's layout rule.
 */
export const loader = () => {
  throw new Response("Not Found", { status: 404 });
};

export default function UserNotFound() {
  return null;
}
