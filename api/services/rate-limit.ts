import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { CODE_PER_NUMBER_DAY, CODE_PER_NUMBER_HOUR, DAY_SECONDS } from "../../app/lib/constants";
import { env } from "../../app/lib/env.server";
import { closeRedis, redis as sharedRedis, redisKey } from "../../app/lib/redis.server";

/**
 * Rate limits (rate-limiter-flexible): in memory for one instance, in Redis (REDIS_URL) when
 * several share the load (the process's one connection, app/lib/redis.server.ts). No insurance
 * limiter: if Redis is down, sends are refused (fail closed) rather than unlimited.
 */
export const LOGIN_ACCOUNT_FAILS = 5;
/** Review saves (first writing and edits) per user per hour (issue 15). */
export const REVIEW_SAVES_PER_HOUR = 10;
const LOGIN_WINDOW_SECONDS = 15 * 60;

type Name =
  | "codeResend"
  | "codeNumberHour"
  | "codeNumberDay"
  | "codeIpHour"
  | "codeIpDay"
  | "loginAccount"
  | "loginIp"
  | "captchaIp"
  | "oauthIp"
  | "reviewUser";

function specs(): Record<Name, { points: number; duration: number }> {
  const e = env();
  return {
    codeResend: { points: 1, duration: e.RATE_CODE_RESEND_SECONDS },
    codeNumberHour: { points: CODE_PER_NUMBER_HOUR, duration: 3600 },
    codeNumberDay: { points: CODE_PER_NUMBER_DAY, duration: DAY_SECONDS },
    codeIpHour: { points: e.RATE_IP_CODES_PER_HOUR, duration: 3600 },
    codeIpDay: { points: e.RATE_IP_CODES_PER_DAY, duration: DAY_SECONDS },
    loginAccount: { points: LOGIN_ACCOUNT_FAILS, duration: LOGIN_WINDOW_SECONDS },
    loginIp: { points: e.RATE_IP_LOGIN_FAILS, duration: LOGIN_WINDOW_SECONDS },
    captchaIp: { points: e.RATE_IP_CAPTCHAS_PER_HOUR, duration: 3600 },
    oauthIp: { points: e.RATE_IP_OAUTH_PER_HOUR, duration: 3600 },
    reviewUser: { points: REVIEW_SAVES_PER_HOUR, duration: 3600 },
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

async function remaining(name: Name, key: string): Promise<{ left: number; ms: number }> {
  const res = await limiter(name).get(key);
  const points = specs()[name].points;
  return res ? { left: points - res.consumedPoints, ms: res.msBeforeNext } : { left: points, ms: 0 };
}

/**
 * Checks every `[limit, key]` pair, and only when all allow it consumes one point from each,
 * so a refused send does not eat into the other caps. Store errors refuse (fail closed).
 */
export async function consumeAll(pairs: Array<[Name, string]>): Promise<LimitResult> {
  try {
    for (const [name, key] of pairs) {
      const r = await remaining(name, key);
      if (r.left <= 0) {
        return { ok: false, reason: name === "codeResend" ? "wait" : "limit", retryAfterSeconds: Math.ceil(r.ms / 1000), name };
      }
    }
    for (const [name, key] of pairs) {
      try {
        await limiter(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { ok: false, reason: name === "codeResend" ? "wait" : "limit", retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000), name };
        }
        throw error;
      }
    }
    return { ok: true };
  } catch {
    return { ok: false, reason: "unavailable", retryAfterSeconds: 60, name: pairs[0]?.[0] ?? "codeIpHour" };
  }
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

/** Password login: refused while the account or the IP has too many recent failures. */
export async function loginAllowed(account: string, ip: string): Promise<LimitResult> {
  try {
    for (const [name, key] of [["loginAccount", account], ["loginIp", ip]] as Array<[Name, string]>) {
      const r = await remaining(name, key);
      if (r.left <= 0) return { ok: false, reason: "limit", retryAfterSeconds: Math.ceil(r.ms / 1000), name };
    }
    return { ok: true };
  } catch {
    return { ok: false, reason: "unavailable", retryAfterSeconds: 60, name: "loginAccount" };
  }
}

export async function recordLoginFailure(account: string, ip: string): Promise<void> {
  await Promise.all([
    limiter("loginAccount").consume(account).catch(() => undefined),
    limiter("loginIp").consume(ip).catch(() => undefined),
  ]);
}

export async function clearLoginFailures(account: string): Promise<void> {
  await limiter("loginAccount").delete(account).catch(() => undefined);
}

/** A cheap per-IP cap for endpoints that create state (captcha challenges, OAuth callbacks). */
export async function limitIp(name: "captchaIp" | "oauthIp", ip: string): Promise<LimitResult> {
  return consumeAll([[name, ip]]);
}

/** Review saves per user (house/review/save): a cap on edits as on first writings. */
export function limitReviewSave(userId: number): Promise<LimitResult> {
  return consumeAll([["reviewUser", String(userId)]]);
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
  const pairs: Array<[Name, string]> = [
    ["codeResend", `${target}#${scene}`],
    ["codeNumberHour", target],
    ["codeNumberDay", target],
    ["codeIpHour", ip],
    ["codeIpDay", ip],
  ];
  await Promise.all(pairs.map(([name, key]) => limiter(name).reward(key, 1).catch(() => undefined)));
}

/** Tests: forget one counter (e.g. the 60-second resend gap, to reach the hourly cap quickly). */
export async function forgetLimit(name: Name, key: string): Promise<void> {
  await limiter(name).delete(key).catch(() => undefined);
}
