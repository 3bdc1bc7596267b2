import { createHash, randomBytes } from "node:crypto";
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

/** The user of a live session (not expired, not revoked, user not disabled), else null. */
export async function resolveSession(token: string): Promise<SessionUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(userId: number): Promise<void> {
  await db()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
