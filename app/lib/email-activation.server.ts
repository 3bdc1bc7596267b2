import { callApi } from "./api.server";

/**
 * The e-mail activation link: user/active/email with the link's token, mapped to
 * the statuses /common/email-activation shows (success, used, expired/invalid, failed).
 */
export async function activateEmail(request: Request, token: string): Promise<"success" | "used" | "invalid" | "failed"> {
  const r = await callApi("/rest/user/client/user/active/email", { activeCode: token.slice(0, 1000) }, { request, token: null });
  if (r.ok) return r.data.status;
  return r.code === 1 ? "invalid" : "failed";
}
