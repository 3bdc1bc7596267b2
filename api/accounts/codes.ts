import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { CODE_LENGTH, CODE_MAX_WRONG_TRIES, CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from "#core/constants";
import { ApiError } from "../http/envelope";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import { verificationCodes } from "../db/schema";
import { hmac, randomDigits, safeEqual } from "../platform/crypto";
import { sendMail } from "../platform/mail";
import { emailLimitKey, limitCodeSend, refundCodeSend, type Refusal } from "../platform/rate-limit";
import { sendSms } from "../platform/sms";
import { logger } from "#core/log.server";

/**
 * One-time codes by SMS and e-mail: 6 random digits, stored as a keyed hash,
 * valid 10 minutes, single use, dead after 5 wrong tries; a new send supersedes the previous
 * code. Sends are rate limited (resend gap, per-number and per-IP caps) before anything is sent.
 */
export type Channel = "sms" | "email";

const codeHash = (channel: Channel, target: string, scene: number, code: string) =>
  hmac("code", `${channel}:${target}:${scene}:${code}`);

/** The key a phone number is stored and limited under: `+86 13800000000`. */
export function phoneTarget(mobilePrefix: string, mobile: string): string {
  // A leading (trunk) zero is not part of the international number: `+86 013800138000` is
  // `+86 13800138000`, one phone, one count.
  return `+${mobilePrefix} ${mobile.replace(/^0+(?=\d)/, "")}`;
}

/** The key a send is counted under: the number as phoneTarget writes it; an e-mail's limit key. */
function limitTarget(channel: Channel, target: string): string {
  return `${channel}:${channel === "email" ? emailLimitKey(target) : target}`;
}

const TEXTS: Record<Lang, { sms: (c: string) => string; subject: string; mail: (c: string) => string }> = {
  cn: {
    sms: (c) => `【留学家】您的验证码是 ${c}，10 分钟内有效。如非本人操作，请忽略。`,
    subject: "留学家验证码",
    mail: (c) => `您的验证码是 ${c}，10 分钟内有效。\n如非本人操作，请忽略此邮件。\n\n留学家`,
  },
  en: {
    sms: (c) => `[StudyNest] Your verification code is ${c}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
    subject: "Your StudyNest verification code",
    mail: (c) => `Your verification code is ${c}. It is valid for 10 minutes.\nIf you did not ask for it, ignore this e-mail.\n\nStudyNest`,
  },
};

export type SendResult = { ok: true } | Refusal | { ok: false; reason: "send_fail" };

/** A send that did not go out, as the caller's refusal. */
export function refusal(result: Exclude<SendResult, { ok: true }>): ApiError {
  if (result.reason === "wait") return new ApiError("code_wait", { seconds: Math.max(1, result.retryAfterSeconds || CODE_RESEND_SECONDS) });
  if (result.reason === "limit") return new ApiError("code_limit");
  if (result.reason === "unavailable") return new ApiError("service_busy"); // Redis down: refuse (fail closed)
  return new ApiError("code_send_fail");
}

export async function sendCode(opts: {
  channel: Channel;
  target: string;
  scene: number;
  ip: string;
  lang: Lang;
}): Promise<SendResult> {
  const { channel, target, scene, ip, lang } = opts;
  const limited = await limitCodeSend(limitTarget(channel, target), scene, ip);
  if (!limited.ok) return limited;

  const code = randomDigits(CODE_LENGTH);
  const now = Date.now();
  const same = and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), eq(verificationCodes.scene, scene));
  // The new row first, so the code the person receives is always one the database knows.
  const [row] = await db()
    .insert(verificationCodes)
    .values({
      channel,
      target,
      scene,
      codeHash: codeHash(channel, target, scene, code),
      maxAttempts: CODE_MAX_WRONG_TRIES,
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
    })
    .returning({ id: verificationCodes.id });
  const text = TEXTS[lang];
  try {
    if (channel === "sms") await sendSms(target, text.sms(code), code);
    else await sendMail(target, text.subject, text.mail(code), code);
  } catch (error) {
    // Nothing was delivered: forget this code (an earlier one stays valid) and give back the
    // points the send took, so the person can try again at once.
    logger.error({ channel, error: error instanceof Error ? error.message : String(error) }, "code send failed");
    await db().delete(verificationCodes).where(eq(verificationCodes.id, row.id)).catch(() => undefined);
    await refundCodeSend(limitTarget(channel, target), scene, ip);
    return { ok: false, reason: "send_fail" };
  }
  // Delivered: the new code supersedes any earlier one for the same target and scene.
  await db()
    .update(verificationCodes)
    .set({ usedAt: new Date(now) })
    .where(and(same, isNull(verificationCodes.usedAt), ne(verificationCodes.id, row.id)));
  return { ok: true };
}

/**
 * True once for the right code of the newest live code row; every wrong try counts, and after
 * five the code is dead even for the right digits.
 */
export async function verifyCode(opts: { channel: Channel; target: string; scene: number; code: string }): Promise<boolean> {
  const { channel, target, scene, code } = opts;
  const now = new Date();
  const newest = db()
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        eq(verificationCodes.scene, scene),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  // Take the attempt first, then check: the one atomic UPDATE counts a try
  // only while fewer than maxAttempts were taken, so concurrent guesses cannot get more than
  // five comparisons out of one code (the outside test got seven before).
  const [row] = await db()
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, newest),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, verificationCodes.maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  if (!row) return false;
  if (!safeEqual(row.codeHash, codeHash(channel, target, scene, code.trim()))) return false;
  const used = await db()
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
