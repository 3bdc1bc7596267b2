import { FORM_GUARD_KEY } from "#core/messages/form-guard";
import { ApiError } from "../http/envelope";
import type { RequestContext } from "../http/context";
import { spendToken } from "./captcha";
import { limitFormSend } from "./rate-limit";

/**
 * Anti-automation for the forms anyone may send. Up to RATE_IP_FORMS_PER_HOUR requests per form
 * an hour from one client address (and RATE_USER_FORMS_PER_HOUR from one account) go through
 * as they are; past that — a burst, most likely a script — each one must bring a `captchaToken`
 * from the picture check (common/captcha/new → check), spent once. A person behind a busy
 * address can always send: the refusal asks for the check, the web shows it under the filled
 * form, and the next send with the letters goes through. While the limits' store (Redis) does
 * not answer, the check is asked too, rather than letting every request through.
 */
export type GuardedForm = "find-house" | "booking" | "feedback" | "cooperation";

export async function guardFormSend(form: GuardedForm, ctx: RequestContext, userId: number | undefined, captchaToken: string | undefined): Promise<void> {
  if (captchaToken !== undefined) {
    if (await spendToken(captchaToken)) return;
    throw new ApiError(FORM_GUARD_KEY);
  }
  const limit = await limitFormSend(form, ctx.attribution.ip ?? "unknown", userId);
  if (!limit.ok) throw new ApiError(FORM_GUARD_KEY);
}
