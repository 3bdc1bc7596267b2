import { personalDataChanged } from "#core/personal-cache.server";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { NICKNAME_MAX, NICKNAME_MIN } from "#core/constants";
import type { UserInfo } from "#core/user";
import { db } from "../db/client";
import { mobilePrefixes, thirdPartyIdentities, users } from "../db/schema";
import type { SessionUser } from "../platform/sessions";

/**
 * Accounts: finding and creating users, and the logged-in user info they answer with.
 * Sessions (tokens) are api/platform/sessions.ts.
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

/** A given name (a third-party profile's) made to pass the rule, or null when too little is left. */
export function nicknameOf(name: string | null | undefined): string | null {
  const kept = (name ?? "").replace(/[^A-Za-z0-9\u4e00-\u9fa5]/g, "").slice(0, NICKNAME_MAX);
  return kept.length >= NICKNAME_MIN ? kept : null;
}

/**
 * The nickname a new account starts with. It must pass the site's own nickname rule (2-20
 * letters, digits or Chinese characters: NICKNAME_RE), or the user could not save the profile
 * without first retyping a name they never chose. From a phone number:
 * `用户8000` (the last four digits; the number itself stays private); from an e-mail: its
 * local part without the characters the rule refuses, when at least two are left.
 */
export function defaultNickname(from: { mobile?: string | null; email?: string | null }): string {
  const digits = (from.mobile ?? "").replace(/\D/g, "");
  if (digits.length >= 2) return `用户${digits.slice(-4)}`;
  const local = nicknameOf((from.email ?? "").split("@")[0]);
  if (local) return local;
  return `用户${randomBytes(2).readUInt16BE(0).toString().padStart(4, "0").slice(-4)}`;
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
      userName: nicknameOf(values.userName) ?? defaultNickname(values),
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

/** The one way a user's row changes: sessions resolved with the old row are forgotten (api/platform/sessions.ts). */
export async function updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db()
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  personalDataChanged(id);
  return row;
}

/** The logged-in user info (avatar, e-mail, mobile, names, token…) that login, bind, register and user/info answer with. */
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

/** The profile fields beyond the login user info (core/contract/user-info.ts userProfile). */
export async function profileExtras(userId: number) {
  const [row] = await db()
    .select({ gender: users.gender, birthday: users.birthday, intro: users.intro, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const identities = await db()
    .select({ provider: thirdPartyIdentities.provider, profile: thirdPartyIdentities.profile })
    .from(thirdPartyIdentities)
    .where(eq(thirdPartyIdentities.userId, userId));
  return {
    gender: row?.gender ?? 0,
    birthday: row?.birthday ?? "",
    intro: row?.intro ?? "",
    emailVerified: !!row?.emailVerifiedAt,
    thirdParty: identities.map((i) => ({ type: i.provider, nickname: i.profile?.nickname || "" })),
  };
}
