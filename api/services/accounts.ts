import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { UserInfo } from "../../app/lib/user";
import { db } from "../db/client";
import { mobilePrefixes, users } from "../db/schema";
import type { SessionUser } from "./sessions";

/**
 * Accounts: finding and creating users, and the user info of spec §3. Sessions (tokens) are
 * api/services/sessions.ts.
 */
export type UserRow = typeof users.$inferSelect;

export async function prefixById(id: number): Promise<{ id: number; mobilePrefix: string } | null> {
  const [row] = await db()
    .select({ id: mobilePrefixes.id, mobilePrefix: mobilePrefixes.mobilePrefix })
    .from(mobilePrefixes)
    .where(eq(mobilePrefixes.id, id))
    .limit(1);
  return row ?? null;
}

export async function findByMobile(mobilePrefixId: number, mobile: string): Promise<UserRow | null> {
  const [row] = await db()
    .select()
    .from(users)
    .where(and(eq(users.mobilePrefixId, mobilePrefixId), eq(users.mobile, mobile)))
    .limit(1);
  return row ?? null;
}

export async function findByEmail(email: string): Promise<UserRow | null> {
  const [row] = await db()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findById(id: number): Promise<UserRow | null> {
  const [row] = await db().select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

function newUserCode(): string {
  return `U${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString("hex").toUpperCase()}`;
}

/** `138****8000`: the default user name of an account made from a phone number. */
export function maskedMobile(mobile: string): string {
  if (mobile.length <= 4) return mobile;
  const keep = Math.min(3, mobile.length - 4);
  return `${mobile.slice(0, keep)}****${mobile.slice(-4)}`;
}

export async function createUser(values: {
  mobilePrefixId?: number | null;
  mobile?: string | null;
  email?: string | null;
  userName?: string | null;
  avatar?: string | null;
  passwordHash?: string | null;
  registerSource?: string | null;
  attribution?: Record<string, unknown> | null;
}): Promise<UserRow> {
  const [row] = await db()
    .insert(users)
    .values({
      userCode: newUserCode(),
      userName: values.userName ?? (values.mobile ? maskedMobile(values.mobile) : values.email?.split("@")[0] ?? null),
      mobilePrefixId: values.mobilePrefixId ?? null,
      mobile: values.mobile ?? null,
      email: values.email ?? null,
      avatar: values.avatar ?? null,
      passwordHash: values.passwordHash ?? null,
      registerSource: values.registerSource ?? null,
      attribution: values.attribution ?? null,
    })
    .returning();
  return row;
}

/** Finds the account of a phone number, creating it on first use (SMS login creates accounts). */
export async function findOrCreateByMobile(
  mobilePrefixId: number,
  mobile: string,
  extra: { registerSource?: string | null; attribution?: Record<string, unknown> | null } = {},
): Promise<UserRow> {
  const found = await findByMobile(mobilePrefixId, mobile);
  if (found) return found;
  try {
    return await createUser({ mobilePrefixId, mobile, ...extra });
  } catch (error) {
    // Two first logins at once: the unique index lets one win; take the winner's row.
    const again = await findByMobile(mobilePrefixId, mobile);
    if (again) return again;
    throw error;
  }
}

export async function updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db()
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The user info of spec §3 that login, bind, register and user/info answer with. */
export function toSessionUser(u: UserRow): SessionUser {
  return {
    id: u.id,
    userCode: u.userCode,
    userName: u.userName,
    realName: u.realName,
    avatar: u.avatar,
    email: u.email,
    mobile: u.mobile,
    mobilePrefixId: u.mobilePrefixId,
    hasPassword: !!u.passwordHash,
  };
}

export async function userInfo(row: UserRow | SessionUser, token: string): Promise<UserInfo> {
  const user = "passwordHash" in row ? toSessionUser(row) : row;
  const prefix = user.mobilePrefixId ? await prefixById(user.mobilePrefixId) : null;
  return {
    avatar: user.avatar ?? "",
    email: user.email ?? "",
    mobile: user.mobile ?? "",
    mobilePrefix: prefix?.mobilePrefix ?? "",
    mobilePrefixId: user.mobilePrefixId ?? null,
    /** 1 when the account has a password, 0 when it has none yet (SMS or third-party only). */
    pwdAction: user.hasPassword ? 1 : 0,
    realName: user.realName ?? "",
    token,
    userCode: user.userCode,
    userName: user.userName ?? "",
  };
}
