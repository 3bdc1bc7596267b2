import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { CODE_PER_NUMBER_DAY, CODE_PER_NUMBER_HOUR, DAY_SECONDS } from "#core/constants";
import { env } from "#core/env.server";
import { closeRedis, redis as sharedRedis, redisKey } from "#core/redis.server";

/**
 * Rate limits (rate-limiter-flexible): in memory for one instance, in Redis (REDIS_URL) when
 * several share the load (the process's one connection, core/redis.server.ts). No insurance
 * limiter: if Redis is down, sends are refused (fail closed) rather than unlimited.
 */
export { LOGIN_ACCOUNT_FAILS } from "./login-lock";
/** Review saves (first writing and edits) per user per hour. */
export const REVIEW_SAVES_PER_HOUR = 10;
/** Gift claims and corrections per user per hour. */
export const GIFT_CLAIMS_PER_HOUR = 10;
/** Writes to a student's own history (views recorded, merged, removed) per hour: far above any reading, a ceiling for scripts. */
export const HISTORY_WRITES_PER_HOUR = 600;
/** "Was this helpful?" votes per client IP per hour (each visitor votes once per question). */
export const HELP_VOTES_PER_IP_HOUR = 300;
/** Online service: messages per student per hour, and conversations a student may start per day. */
export const SERVICE_MESSAGES_PER_HOUR = 30;
export const SERVICE_STARTS_PER_DAY = 10;
/** Roommate posts written (new, edited, reopened) per student per hour (per address: RATE_IP_ROOMMATE_POSTS_PER_HOUR). */
export const ROOMMATE_POSTS_PER_HOUR = 10;
/** Roommate interests sent per student per day (per address: RATE_IP_ROOMMATE_INTERESTS_PER_DAY). */
export const ROOMMATE_INTERESTS_PER_DAY = 20;
const LOGIN_WINDOW_SECONDS = 15 * 60;

type Name =
  | "codeResend"
  | "codeNumberHour"
  | "codeNumberDay"
  | "codeIpHour"
  | "codeIpDay"
  | "loginIp"
  | "captchaIp"
  | "oauthIp"
  | "reviewUser"
  | "giftClaimUser"
  | "historyWriteUser"
  | "helpVoteIp"
  | "serviceMessageUser"
  | "serviceStartUser"
  | "roommatePostUser"
  | "roommatePostIp"
  | "roommateInterestUser"
  | "roommateInterestIp";

function specs(): Record<Name, { points: number; duration: number }> {
  const e = env();
  return {
    codeResend: { points: 1, duration: e.RATE_CODE_RESEND_SECONDS },
    codeNumberHour: { points: CODE_PER_NUMBER_HOUR, duration: 3600 },
    codeNumberDay: { points: CODE_PER_NUMBER_DAY, duration: DAY_SECONDS },
    codeIpHour: { points: e.RATE_IP_CODES_PER_HOUR, duration: 3600 },
    codeIpDay: { points: e.RATE_IP_CODES_PER_DAY, duration: DAY_SECONDS },
    loginIp: { points: e.RATE_IP_LOGIN_FAILS, duration: LOGIN_WINDOW_SECONDS },
    captchaIp: { points: e.RATE_IP_CAPTCHAS_PER_HOUR, duration: 3600 },
    oauthIp: { points: e.RATE_IP_OAUTH_PER_HOUR, duration: 3600 },
    reviewUser: { points: REVIEW_SAVES_PER_HOUR, duration: 3600 },
    giftClaimUser: { points: GIFT_CLAIMS_PER_HOUR, duration: 3600 },
    historyWriteUser: { points: HISTORY_WRITES_PER_HOUR, duration: 3600 },
    helpVoteIp: { points: HELP_VOTES_PER_IP_HOUR, duration: 3600 },
    serviceMessageUser: { points: SERVICE_MESSAGES_PER_HOUR, duration: 3600 },
    serviceStartUser: { points: SERVICE_STARTS_PER_DAY, duration: DAY_SECONDS },
    roommatePostUser: { points: ROOMMATE_POSTS_PER_HOUR, duration: 3600 },
    roommatePostIp: { points: e.RATE_IP_ROOMMATE_POSTS_PER_HOUR, duration: 3600 },
    roommateInterestUser: { points: ROOMMATE_INTERESTS_PER_DAY, duration: DAY_SECONDS },
    roommateInterestIp: { points: e.RATE_IP_ROOMMATE_INTERESTS_PER_DAY, duration: DAY_SECONDS },
  };
}

let limiters: Map<Name, RateLimiterAbstract> | undefined;

function limiter(name: Name): RateLimiterAbstract {
  if (!limiters) limiters = new Map();
  let l = limiters.get(name);
  if (!l) {
    const spec = specs()[name];
    const redis = sharedRedis();
    if (redis) {
      l = new RateLimiterRedis({ storeClient: redis, keyPrefix: redisKey(`rl:${name}`), ...spec });
    } else {
      l = new RateLimiterMemory({ keyPrefix: `rl:${name}`, ...spec });
    }
    limiters.set(name, l);
  }
  return l;
}

/** Why a request was refused: `wait` (resend too early) or `limit` (a cap reached). */
export type Refusal = { ok: false; reason: "wait" | "limit" | "unavailable"; retryAfterSeconds: number; name: Name };
export type LimitResult = { ok: true } | Refusal;

function refusalOf(name: Name, msBeforeNext: number): Refusal {
  return { ok: false, reason: name === "codeResend" ? "wait" : "limit", retryAfterSeconds: Math.ceil(msBeforeNext / 1000), name };
}

/**
 * Takes one point from every `[limit, key]` pair, in order, each in one atomic step of its
 * store (rate-limiter-flexible: a counter in memory, INCR-with-TTL in Redis), and gives back
 * the points already taken as soon as one refuses — so a refused send does not eat into the
 * other caps, and however many requests arrive at once, no counter lets more than its limit
 * through (checking first and consuming after would let concurrent requests all pass the
 * check). Store errors refuse (fail closed).
 */
export async function consumeAll(pairs: Array<[Name, string]>): Promise<LimitResult> {
  const taken: Array<[Name, string]> = [];
  try {
    for (const [name, key] of pairs) {
      try {
        await limiter(name).consume(key);
        taken.push([name, key]);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          await giveBack(taken);
          return refusalOf(name, error.msBeforeNext);
        }
        throw error;
      }
    }
    return { ok: true };
  } catch {
    await giveBack(taken);
    return { ok: false, reason: "unavailable", retryAfterSeconds: 60, name: pairs[0]?.[0] ?? "codeIpHour" };
  }
}

async function giveBack(pairs: Array<[Name, string]>): Promise<void> {
  await Promise.all(pairs.map(([name, key]) => limiter(name).reward(key, 1).catch(() => undefined)));
}

/**
 * The key a limit counts a phone number or e-mail address under, so that
 * spellings of one inbox or one phone share one count:
 * - `+86 013800138000` and `+86 13800138000` are one number (a national trunk 0 is never part
 *   of the international number): leading zeros are dropped (api/accounts/codes.ts phoneTarget);
 * - e-mail: lower-cased, `+tag` removed from the local part, and dots removed from the local
 *   part for every domain. Gmail ignores dots and several providers deliver `a.b@` to `ab@`;
 *   counting them apart would multiply the sends. The price: two different people whose
 *   addresses differ only by dots at one domain share a count (5 an hour), which is rare and
 *   only slows them. The address itself is never changed: the code goes where it was asked.
 */
export function emailLimitKey(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return email.trim().toLowerCase();
  const local = email.slice(0, at).trim().toLowerCase().split("+")[0].replace(/\./g, "");
  let domain = email.slice(at + 1).trim().toLowerCase();
  if (domain === "googlemail.com") domain = "gmail.com";
  return `${local}@${domain}`;
}

/** Code sends: resend gap and per-number caps on the target, hourly and daily caps on the IP. */
export function limitCodeSend(target: string, scene: number, ip: string): Promise<LimitResult> {
  return consumeAll([
    ["codeResend", `${target}#${scene}`],
    ["codeNumberHour", target],
    ["codeNumberDay", target],
    ["codeIpHour", ip],
    ["codeIpDay", ip],
  ]);
}

/**
 * Password login, per IP: the attempt is taken before the password is
 * checked, atomically, so at most RATE_IP_LOGIN_FAILS passwords are ever checked from one
 * address in the window, however many arrive at once; a successful login gives its point back
 * (the cap counts failures). The per-account lock is in the database (./login-lock.ts).
 */
export async function takeLoginIpAttempt(ip: string): Promise<LimitResult> {
  return consumeAll([["loginIp", ip]]);
}

export async function giveBackLoginIpAttempt(ip: string): Promise<void> {
  await giveBack([["loginIp", ip]]);
}

/** A cheap per-IP cap for endpoints that create state (captcha challenges, OAuth callbacks, help votes). */
export async function limitIp(name: "captchaIp" | "oauthIp" | "helpVoteIp", ip: string): Promise<LimitResult> {
  return consumeAll([[name, ip]]);
}

/** Review saves per user (house/review/save): a cap on edits as on first writings. */
export function limitReviewSave(userId: number): Promise<LimitResult> {
  return consumeAll([["reviewUser", String(userId)]]);
}

export function limitHistoryWrite(userId: number): Promise<LimitResult> {
  return consumeAll([["historyWriteUser", String(userId)]]);
}

export function limitGiftClaim(userId: number): Promise<LimitResult> {
  return consumeAll([["giftClaimUser", String(userId)]]);
}

/** A student's message to the advisers; one that starts a conversation also counts against the daily starts. */
export function limitServiceMessage(userId: number, starting: boolean): Promise<LimitResult> {
  const key = String(userId);
  return consumeAll(starting ? [["serviceMessageUser", key], ["serviceStartUser", key]] : [["serviceMessageUser", key]]);
}

/**
 * Roommate board writes, per student and per client address: posts (new, edited, reopened) and
 * interests. A caller without a known address is counted under one shared key (fail closed).
 */
export function limitRoommate(kind: "post" | "interest", userId: number, ip: string | undefined): Promise<LimitResult> {
  const [user, byIp] = kind === "post" ? (["roommatePostUser", "roommatePostIp"] as const) : (["roommateInterestUser", "roommateInterestIp"] as const);
  return consumeAll([
    [user, String(userId)],
    [byIp, ip ?? "unknown"],
  ]);
}

/** Tests: forget every counter (memory store) and re-read the caps from the environment. */
export async function resetRateLimits(): Promise<void> {
  limiters = undefined;
  const redis = sharedRedis();
  if (redis) {
    const keys = await redis.keys(redisKey("rl:*")).catch(() => [] as string[]);
    if (keys.length) await redis.del(...keys).catch(() => undefined);
  }
}

/** On shutdown: forget the limiters and close the Redis connection. */
export async function closeRateLimits(): Promise<void> {
  limiters = undefined;
  await closeRedis();
}

/**
 * Gives back the points a code send took (the gateway failed, so nothing was sent): the resend
 * gap and the caps are as if the send had not been tried.
 */
export async function refundCodeSend(target: string, scene: number, ip: string): Promise<void> {
  await giveBack([
    ["codeResend", `${target}#${scene}`],
    ["codeNumberHour", target],
    ["codeNumberDay", target],
    ["codeIpHour", ip],
    ["codeIpDay", ip],
  ]);
}

/** Tests: forget one counter (e.g. the 60-second resend gap, to reach the hourly cap quickly). */
export async function forgetLimit(name: Name, key: string): Promise<void> {
  await limiter(name).delete(key).catch(() => undefined);
}
