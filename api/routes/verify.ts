import { CODE_RESEND_SECONDS } from "#core/constants";
import { EMAIL_RE, MOBILE_RE, SCENE_LOGIN, SCENE_RETRIEVE } from "#core/validation";
import type { RequestContext } from "../http/context";
import { endpoint } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { z, zId } from "#core/contract/zod";
import { prefixById } from "../services/accounts";
import { checkAnswer, newChallenge } from "../services/captcha";
import { spendToken } from "../services/captcha";
import { phoneTarget, sendCode, type SendResult } from "../services/codes";
import { limitIp } from "../services/rate-limit";

/**
 * Codes and the captcha in front of them (issue 5 §2):
 * common/captcha/new → common/captcha/check → captchaToken → common/sms/verifyCode or
 * common/verifyCode/email. Every refusal is a translated code-1 message.
 */
export const zMobile = () => z.string().trim().regex(MOBILE_RE, "msg:mobile_invalid").openapi({ example: "13800138000" });
export const zEmail = () =>
  z
    .string()
    .trim()
    .max(100, "msg:email_invalid")
    .regex(EMAIL_RE, "msg:email_invalid")
    .transform((v) => v.toLowerCase())
    .openapi({ example: "student@example.com" });
const zCaptchaToken = () =>
  z.string({ required_error: "msg:captcha_required" }).min(1, "msg:captcha_required").max(200).openapi({ description: "From common/captcha/check; single use, 2 minutes" });

export const clientIp = (ctx: RequestContext) => ctx.attribution.ip ?? "unknown";

function refusal(result: Exclude<SendResult, { ok: true }>): ApiError {
  if (result.reason === "wait") return new ApiError("code_wait", { seconds: Math.max(1, result.retryAfterSeconds || CODE_RESEND_SECONDS) });
  if (result.reason === "limit") return new ApiError("code_limit");
  if (result.reason === "unavailable") return new ApiError("service_busy"); // Redis down: refuse (fail closed)
  return new ApiError("code_send_fail");
}

const challengeResponse = z.object({
  captchaId: z.string(),
  kind: z.enum(["slide", "image"]),
  image: z.string().openapi({ description: "data: URI of the background (slide) or the letters (image)" }),
  piece: z.string().optional().openapi({ description: "slide only: data: URI of the puzzle piece" }),
  pieceY: z.number().optional(),
  pieceSize: z.number().optional(),
  width: z.number(),
  height: z.number(),
  length: z.number().optional(),
  expiresIn: z.number(),
});

export const verifyEndpoints = [
  endpoint({
    path: "/rest/common/captcha/new",
    summary: "New captcha challenge",
    description:
      "kind `slide` (default): drag the piece to the notch; the answer is the piece's x offset in image pixels (±5). kind `image`: the answer is the 4 letters. Expires in 2 minutes; 5 wrong answers kill it.",
    tag: "accounts",
    auth: "none",
    body: z.object({ kind: z.enum(["slide", "image"]).default("slide") }),
    response: challengeResponse,
    async handler(input, ctx) {
      const limited = await limitIp("captchaIp", clientIp(ctx));
      if (!limited.ok) throw new ApiError(limited.reason === "unavailable" ? "service_busy" : "too_many_requests");
      return newChallenge(input.kind, ctx.attribution.ip ?? null);
    },
  }),
  endpoint({
    path: "/rest/common/captcha/check",
    summary: "Answer a captcha challenge",
    description: "A right answer gives a captchaToken that one code send spends (valid 2 minutes).",
    tag: "accounts",
    auth: "none",
    body: z.object({ captchaId: z.string().min(1).max(64), answer: z.string().trim().min(1).max(16) }),
    response: z.object({ captchaToken: z.string() }),
    async handler(input) {
      const result = await checkAnswer(input.captchaId, input.answer);
      if (!result.ok) throw new ApiError(result.reason);
      return { captchaToken: result.captchaToken };
    },
  }),
  endpoint({
    path: "/rest/common/sms/verifyCode",
    summary: "Send an SMS code",
    description: "senceId 1 login, register, bind; 3 password retrieval. Needs a captchaToken. One send per 60 s per number, 5 an hour, 10 a day; per-IP caps too.",
    tag: "accounts",
    auth: "none",
    body: z.object({
      mobilePrefixId: zId().default(317),
      mobile: zMobile(),
      senceId: z.coerce.number().int().refine((v) => v === SCENE_LOGIN || v === SCENE_RETRIEVE, "msg:field_invalid"),
      captchaToken: zCaptchaToken(),
    }),
    async handler(input, ctx) {
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
  }),
  endpoint({
    path: "/rest/common/verifyCode/email",
    summary: "Send an e-mail code",
    description: "senceId 3 (password retrieval). Needs a captchaToken; same limits as SMS codes.",
    tag: "accounts",
    auth: "none",
    body: z.object({
      email: zEmail(),
      senceId: z.coerce.number().int().refine((v) => v === SCENE_RETRIEVE || v === SCENE_LOGIN, "msg:field_invalid").default(SCENE_RETRIEVE),
      captchaToken: zCaptchaToken(),
    }),
    async handler(input, ctx) {
      if (!(await spendToken(input.captchaToken))) throw new ApiError("captcha_expired");
      const result = await sendCode({ channel: "email", target: input.email, scene: input.senceId, ip: clientIp(ctx), lang: ctx.lang });
      if (!result.ok) throw refusal(result);
      return new Reply(null, "email_sent");
    },
  }),
];
