import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { query } from "../db/client";
import { ApiError } from "../http/envelope";
import { phoneTarget, refusal, sendCode, verifyCode } from "../accounts";
import { eraseAccount } from "./erase";
import { KEPT_AFTER_ACCOUNT_DELETION } from "#core/retention";

/**
 * Deleting an account asks for proof that the person at the keyboard holds the account now: a
 * fresh code (its own scene, so a login code does not count) to the account's phone, else its
 * e-mail. An account with neither (signed up through WeChat, say) has nothing to send a code to:
 * the signed-in session and the confirmation are the proof.
 */
export const SCENE_DELETE_ACCOUNT = 9;

async function channelOf(userId: number): Promise<{ channel: "sms" | "email"; target: string; shown: string } | null> {
  const [u] = await query<{ mobile: string | null; mobile_prefix: string | null; email: string | null }>(sql`
    SELECT u.mobile, p.mobile_prefix, u.email FROM users u LEFT JOIN mobile_prefixes p ON p.id = u.mobile_prefix_id WHERE u.id = ${userId}`);
  if (u?.mobile && u.mobile_prefix) return { channel: "sms", target: phoneTarget(u.mobile_prefix, u.mobile), shown: `+${u.mobile_prefix} ${u.mobile.slice(0, 3)}****${u.mobile.slice(-2)}` };
  if (u?.email) {
    const [name, host] = u.email.split("@");
    return { channel: "email", target: u.email, shown: `${name.slice(0, 2)}***@${host}` };
  }
  return null;
}

export async function sendDeleteCode(userId: number, ip: string, lang: Lang) {
  const where = await channelOf(userId);
  if (!where) return { channel: "none" as const, to: "" };
  const result = await sendCode({ channel: where.channel, target: where.target, scene: SCENE_DELETE_ACCOUNT, ip, lang });
  if (!result.ok) throw refusal(result);
  return { channel: where.channel, to: where.shown };
}

export async function deleteAccount(userId: number, input: { code?: string; confirm?: string }, lang: Lang) {
  if (!["1", "on", "true", "yes"].includes((input.confirm ?? "").toLowerCase())) throw new ApiError("account_delete_confirm");
  const where = await channelOf(userId);
  if (where && !(input.code && (await verifyCode({ channel: where.channel, target: where.target, scene: SCENE_DELETE_ACCOUNT, code: input.code })))) {
    throw new ApiError("account_delete_code");
  }
  await eraseAccount(userId);
  return { deleted: true as const, kept: [...KEPT_AFTER_ACCOUNT_DELETION[lang === "en" ? "en" : "zh"]] };
}
