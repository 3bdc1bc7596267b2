import { EMAIL_RE, MOBILE_RE, SCENE_LOGIN, SCENE_RETRIEVE } from "../validation";
import { defineContract } from "./define";
import { z, zId } from "./zod";

/**
 * Codes and the captcha in front of them:
 * common/captcha/new → common/captcha/check → captchaToken → common/sms/verifyCode or
 * common/verifyCode/email. Every refusal is a translated code-1 message.
 */
const tag = "accounts";

export const zMobile = () => z.string().trim().regex(MOBILE_RE, "msg:mobile_invalid").openapi({ example: "13800138000" });
export const zEmail = () =>
  z
    .string()
    .trim()
    .max(100, "msg:email_invalid")
    .regex(EMAIL_RE, "msg:email_invalid")
    .transform((v) => v.toLowerCase())
    .openapi({ example: "student@example.com" });
/** The calling code's id (common/mobile/prefix); China (86) when left out. */
export const zMobilePrefixId = () => zId().default(317).openapi({ description: "id of a common/mobile/prefix entry; 317 (China, 86) when left out" });
const zCaptchaToken = () =>
  z.string({ required_error: "msg:captcha_required" }).min(1, "msg:captcha_required").max(200).openapi({ description: "From common/captcha/check; single use, 2 minutes" });

const challengeCommon = {
  captchaId: z.string(),
  width: z.number().int().openapi({ description: "Width of `image` in pixels" }),
  height: z.number().int().openapi({ description: "Height of `image` in pixels" }),
  expiresIn: z.number().int().openapi({ description: "Seconds the challenge stays answerable" }),
};
const challenge = z.discriminatedUnion("kind", [
  z.object({
    ...challengeCommon,
    kind: z.literal("slide"),
    image: z.string().openapi({ description: "data: URI of the background with the notch" }),
    piece: z.string().openapi({ description: "data: URI of the puzzle piece" }),
    pieceY: z.number().int().openapi({ description: "Top of the piece in image pixels" }),
    pieceSize: z.number().int().openapi({ description: "Side of the square piece in image pixels" }),
  }),
  z.object({
    ...challengeCommon,
    kind: z.literal("image"),
    image: z.string().openapi({ description: "data: URI of the letters to type" }),
    length: z.number().int().openapi({ description: "How many letters the answer has" }),
  }),
]);

export const verifyContract = defineContract({
  "/rest/common/captcha/new": {
    summary: "New captcha challenge",
    description:
      "kind `slide` (default): drag the piece to the notch; the answer is the piece's x offset in image pixels (±5). kind `image`: the answer is the 4 letters. Expires in 2 minutes; 5 wrong answers kill it.",
    tag,
    auth: "none",
    body: z.object({ kind: z.enum(["slide", "image"]).default("slide") }),
    response: challenge,
  },
  "/rest/common/captcha/check": {
    summary: "Answer a captcha challenge",
    description: "A right answer gives a captchaToken that one code send spends (valid 2 minutes).",
    tag,
    auth: "none",
    body: z.object({ captchaId: z.string().min(1).max(64), answer: z.string().trim().min(1).max(16) }),
    response: z.object({ captchaToken: z.string().openapi({ description: "Sent as `captchaToken` with one code request" }) }),
  },
  "/rest/common/sms/verifyCode": {
    summary: "Send an SMS code",
    description: "senceId 1 login, register, bind; 3 password retrieval. Needs a captchaToken. One send per 60 s per number, 5 an hour, 10 a day; per-IP caps too. `data` is null; `msg` says the code was sent.",
    tag,
    auth: "none",
    body: z.object({
      mobilePrefixId: zMobilePrefixId(),
      mobile: zMobile(),
      senceId: z.coerce.number().int().refine((v) => v === SCENE_LOGIN || v === SCENE_RETRIEVE, "msg:field_invalid"),
      captchaToken: zCaptchaToken(),
    }),
    response: z.null(),
  },
  "/rest/common/verifyCode/email": {
    summary: "Send an e-mail code",
    description: "senceId 3 (password retrieval). Needs a captchaToken; same limits as SMS codes. `data` is null; `msg` says the code was sent.",
    tag,
    auth: "none",
    body: z.object({
      email: zEmail(),
      senceId: z.coerce.number().int().refine((v) => v === SCENE_RETRIEVE || v === SCENE_LOGIN, "msg:field_invalid").default(SCENE_RETRIEVE),
      captchaToken: zCaptchaToken(),
    }),
    response: z.null(),
  },
});
