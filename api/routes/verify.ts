import { CODE_RESEND_SECONDS } from "#core/constants";
import { verifyContract } from "#core/contract/verify";
import type { RequestContext } from "../http/context";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { prefixById } from "../services/accounts";
import { checkAnswer, newChallenge, spendToken } from "../services/captcha";
import { phoneTarget, sendCode, type SendResult } from "../services/codes";
import { limitIp } from "../services/rate-limit";

/** The caller's address as the rate limits count it. */
export const clientIp = (ctx: RequestContext) => ctx.attribution.ip ?? "unknown";

function refusal(result: Exclude<SendResult, { ok: true }>): ApiError {
  if (result.reason === "wait") return new ApiError("code_wait", { seconds: Math.max(1, result.retryAfterSeconds || CODE_RESEND_SECONDS) });
  if (result.reason === "limit") return new ApiError("code_limit");
  if (result.reason === "unavailable") return new ApiError("service_busy"); // Redis down: refuse (fail closed)
  return new ApiError("code_send_fail");
}

/** Codes and the captcha in front of them (core/contract/verify.ts). */
export const verifyEndpoints = implement(verifyContract, {
  "/rest/common/captcha/new": async (input, ctx) => {
    const limited = await limitIp("captchaIp", clientIp(ctx));
    if (!limited.ok) throw new ApiError(limited.reason === "unavailable" ? "service_busy" : "too_many_requests");
    return newChallenge(input.kind, ctx.attribution.ip ?? null);
  },
  "/rest/common/captcha/check": async (input) => {
    const result = await checkAnswer(input.captchaId, input.answer);
    if (!result.ok) throw new ApiError(result.reason);
    return { captchaToken: result.captchaToken };
  },
  "/rest/common/sms/verifyCode": async (input, ctx) => {
    const prefix = await prefixById(input.mobilePrefixId);
    if (!prefix) throw new ApiError("mobile_prefix_not_found");
    if (!(await spendToken(input.captchaToken))) throw new ApiError("captcha_expired");
    const result = await sendCode({
      channel: "sms",
      target: phoneTarget(prefix.mobilePrefix, input.mobile),
      scene: input.senceId,
      ip: clientIp(ctx),
      lang: ctx.lang,
    });
    if (!result.ok) throw refusal(result);
    return new Reply(null, "sms_sent");
  },
  "/rest/common/verifyCode/email": async (input, ctx) => {
    if (!(await spendToken(input.captchaToken))) throw new ApiError("captcha_expired");
    const result = await sendCode({ channel: "email", target: input.email, scene: input.senceId, ip: clientIp(ctx), lang: ctx.lang });
    if (!result.ok) throw refusal(result);
    return new Reply(null, "email_sent");
  },
});
