import { createHash, randomBytes } from "node:crypto";
import { publishLive, sessionTopic } from "#core/live-events.server";
import { PersonalCache, personalTopic } from "#core/personal-cache.server";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import { sessions, users } from "../db/schema";

/**
 * Sessions behind the `token` field: the token is an opaque random string
 * handed to the client once; the table keeps only its SHA-256, so a database leak does not
 * leak usable tokens. Login creates a session with these functions; logout and a password
 * change revoke it.
 */
export const SESSION_TTL_DAYS = 30;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionUser {
  id: number;
  userCode: string;
  userName: string | null;
  realName: string | null;
  avatar: string | null;
  email: string | null;
  mobile: string | null;
  mobilePrefixId: number | null;
  hasPassword: boolean;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  userId: number,
  meta: { ip?: string; userAgent?: string; deviceType?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
  await db().insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent ?? null,
    deviceType: meta.deviceType ?? null,
  });
  return { token, expiresAt };
}

/**
 * Live sessions as resolved, by token digest: every call of a signed-in page resolves its token,
 * and a page makes several. An entry ends with its session (revokeSession, revokeAllSessions:
 * their signal), with a change of its user's row (updateUser announces personalTopic), at the
 * session's own expiry, and after SESSION_CACHE_MS at most (what no signal reaches: another
 * instance without REDIS_URL, a row changed by hand). Unknown tokens are not kept.
 */
const SESSION_CACHE_MS = 30_000;
const resolved = new PersonalCache<string, { user: SessionUser; expiresAt: number } | null>({
  ttlMs: SESSION_CACHE_MS,
  max: 20_000,
  topicsOfKey: (digest) => [sessionTopic(digest)],
  topicsOfValue: (found) => (found ? [personalTopic(found.user.id)] : []),
});

/** The user of a live session (not expired, not revoked, user not disabled), else null. */
export async function resolveSession(token: string): Promise<SessionUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const digest = hashToken(token);
  const found = await resolved.get(digest, () => readSession(digest));
  if (found && found.expiresAt > Date.now()) return found.user;
  resolved.delete(digest);
  return null;
}

async function readSession(digest: string): Promise<{ user: SessionUser; expiresAt: number } | null> {
  const rows = await db()
    .select({
      id: users.id,
      userCode: users.userCode,
      userName: users.userName,
      realName: users.realName,
      avatar: users.avatar,
      email: users.email,
      mobile: users.mobile,
      mobilePrefixId: users.mobilePrefixId,
      hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, digest),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user, expiresAt: expiresAt.getTime() };
}

// Pages held open on an ended session (the online service's streams) learn it at once.
export async function revokeSession(token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  const ended = await db()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  for (const s of ended) publishLive(sessionTopic(s.tokenHash));
}

export async function revokeAllSessions(userId: number): Promise<void> {
  const ended = await db()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  for (const s of ended) publishLive(sessionTopic(s.tokenHash));
}
