import { createCookie } from "@remix-run/node";
import { secureCookies } from "#core/env.server";
import { secrets } from "#core/secrets.server";

/**
 * The id of the image-code challenge shown to a browser without JavaScript, kept in a
 * short-lived signed cookie set by the image route and read by the send-code action.
 */
let cookie: ReturnType<typeof createCookie> | undefined;
function captchaCookie() {
  cookie ??= createCookie("captcha_id", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 300,
    secrets: [secrets().session],
  });
  return cookie;
}
export const writeCaptchaId = (id: string) => captchaCookie().serialize(id);
export const clearCaptchaId = () => captchaCookie().serialize("", { maxAge: 0 });
export async function readCaptchaId(request: Request): Promise<string | null> {
  try {
    const v = await captchaCookie().parse(request.headers.get("Cookie"));
    return typeof v === "string" && v ? v : null;
  } catch {
    return null;
  }
}
