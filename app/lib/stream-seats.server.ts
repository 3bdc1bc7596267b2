import { redis, redisKey } from "#core/redis.server";

/**
 * Seats for long-lived answers (the online service's event streams): at most `cap` open at once
 * per user, counted across every instance. With REDIS_URL the seats are a sorted set per user in
 * Redis (member: the stream's id, score: when its lease ends), taken by one Lua script so that
 * instances racing for the last seat cannot both win; a stream renews its lease while it runs,
 * and the seat of an instance that died lapses after LEASE_MS. Without Redis, or while Redis
 * does not answer, this instance's own count stands in (a cap per instance instead of none).
 */
export const LEASE_MS = 30_000;

const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

const local = new Map<string, Map<string, number>>();

function takeLocal(key: string, id: string, cap: number, now: number): boolean {
  let seats = local.get(key);
  if (!seats) local.set(key, (seats = new Map()));
  for (const [other, until] of seats) if (until <= now) seats.delete(other);
  if (seats.size >= cap) return false;
  seats.set(id, now + LEASE_MS);
  return true;
}

const seatKey = (key: string) => redisKey(`seats:${key}`);

/** Takes one of `cap` seats for stream `id` of `key` (a user); false when all are taken. */
export async function takeSeat(key: string, id: string, cap: number): Promise<boolean> {
  const now = Date.now();
  const r = redis();
  if (r) {
    try {
      return (await r.eval(TAKE, 1, seatKey(key), now, cap, now + LEASE_MS, id, LEASE_MS * 2)) === 1;
    } catch {
      // Redis down: fall through to this instance's count.
    }
  }
  return takeLocal(key, id, cap, now);
}

/** Extends the seat's lease (a running stream calls this on every poll). */
export async function renewSeat(key: string, id: string): Promise<void> {
  const until = Date.now() + LEASE_MS;
  const seats = local.get(key);
  if (seats?.has(id)) seats.set(id, until);
  const r = redis();
  if (r) await r.zadd(seatKey(key), "XX", until, id).catch(() => undefined);
}

export async function releaseSeat(key: string, id: string): Promise<void> {
  const seats = local.get(key);
  seats?.delete(id);
  if (seats && seats.size === 0) local.delete(key);
  const r = redis();
  if (r) await r.zrem(seatKey(key), id).catch(() => undefined);
}
