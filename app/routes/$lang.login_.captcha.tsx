import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { writeCaptchaId } from "~/components/login-dialog/captcha.server";
import { callApi } from "~/lib/api.server";
import { getFixedT } from "~/lib/i18n.server";
import { isLang } from "#core/lang";
import { readForm } from "~/lib/form.server";

/**
 * The captcha for the login dialog, through the signed API:
 * - GET ?kind=image → the 4-letter picture for browsers without JavaScript (its id goes into a
 *   short-lived cookie the send-code action reads);
 * - GET ?kind=slide → the slider challenge as JSON;
 * - POST captchaId, answer → `{ ok, captchaToken }` or `{ ok: false, message }`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const kind = new URL(request.url).searchParams.get("kind") === "image" ? "image" : "slide";
  const r = await callApi("/rest/common/captcha/new", { kind }, { request, token: null });
  if (kind === "image") {
    if (!r.ok) return new Response("", { status: 503, headers: { "Cache-Control": "no-store" } });
    const m = /^data:([^;]+);base64,(.*)$/.exec(r.data.image);
    if (!m) return new Response("", { status: 503 });
    return new Response(Buffer.from(m[2], "base64"), {
      headers: { "Content-Type": m[1], "Cache-Control": "no-store", "Set-Cookie": await writeCaptchaId(r.data.captchaId) },
    });
  }
  const headers = { "Cache-Control": "no-store" };
  if (!r.ok) return Response.json({ ok: false, message: r.msg }, { headers });
  return Response.json({ ok: true, challenge: r.data }, { headers });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const t = getFixedT(isLang(params.lang) ? params.lang : "cn");
  const form = await readForm(request, { resource: true });
  const r = await callApi(
    "/rest/common/captcha/check",
    { captchaId: String(form.get("captchaId") ?? ""), answer: String(form.get("answer") ?? "") },
    { request, token: null },
  );
  if (!r.ok) return Response.json({ ok: false, message: r.msg || t("other_error_tip") });
  return Response.json({ ok: true, captchaToken: r.data.captchaToken });
}
