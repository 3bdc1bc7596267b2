import { redirect } from "@remix-run/node";
import { readUser } from "./cookies.server";
import type { UserInfo } from "#core/user";

/**
 * For loaders and actions that need a logged-in user (the /user area, applications, …):
 * the user from the cookie, or a redirect to the same page with the login dialog open
 * (`?login=sms&report=1`). The token itself is checked by the API on every call; a revoked one
 * answers code 3, which app/lib/api.server.ts turns into a logout and a reload.
 */
export async function requireUser(request: Request): Promise<UserInfo> {
  const user = await readUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, "http://x");
  target.searchParams.set("login", "sms");
  target.searchParams.set("report", "1");
  // After a POST the page itself is the place to come back to.
  throw redirect(target.pathname + target.search);
}

/** The user from the cookie, or null. */
export const optionalUser = (request: Request) => readUser(request);
