import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { CODE_NOT_LOGGED_IN } from "#core/constants";
import { env } from "#core/env.server";
import { logger } from "#core/log.server";
import { db } from "../db/client";
import { buildings, landlordBuildings, staffAccounts, staffSessions } from "../db/schema";
import { ApiError } from "../http/envelope";
import { hashPassword, verifyPassword } from "../accounts";
import { openTicket, safeEqual, sealTicket } from "../platform/crypto";
import type { Tx } from "../platform/idempotency";
import { audit, auditAnonymous, type Actor } from "./audit";
import { accountKey, addressKey, clearFailures, countFailure, lockedFor } from "./lockout";
import { scopeOf, type StaffRole } from "./permissions";
import { newTotpSecret, otpauthUrl, verifyTotp } from "./totp";

/**
 * Staff and landlord accounts: e-mail and password (argon2id, as students'), an optional TOTP
 * second factor (compulsory with STAFF_2FA=required), sessions of their own (12 hours, only the
 * token's SHA-256 stored), lockouts (./lockout.ts), and the one check every console action
 * makes: who is acting (a session, or the operator token as break-glass) and whether the role
 * allows it on this record.
 */
export const STAFF_SESSION_HOURS = 12;
const OTP_STAGE_MINUTES = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A password for someone else to hand over: 16 letters and digits, to be replaced at first sign-in. */
export function oneTimePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

async function accountByEmail(email: string) {
  const [row] = await db()
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return row;
}

function actorOf(row: typeof staffAccounts.$inferSelect, address?: string): Actor & { kind: "staff" } {
  return { kind: "staff", id: row.id, email: row.email, name: row.name, role: row.role, lang: row.lang, address };
}

async function openSession(staffId: number, stage: "otp" | "active", address: string | undefined): Promise<string> {
  const token = newToken();
  const ms = stage === "otp" ? OTP_STAGE_MINUTES * 60_000 : STAFF_SESSION_HOURS * 3_600_000;
  await db()
    .insert(staffSessions)
    .values({ tokenHash: hashToken(token), staffId, stage, address: address ?? null, expiresAt: new Date(Date.now() + ms) });
  return token;
}

export type LoginResult =
  | { stage: "active"; staffToken: string; mustChangePassword: boolean }
  | { stage: "otp"; challenge: string }
  | { stage: "otp_setup"; challenge: string; secret: string; otpauthUrl: string };

async function refuseIfLocked(address: string | undefined, email?: string): Promise<void> {
  const seconds = Math.max(await lockedFor(addressKey(address)), email ? await lockedFor(accountKey(email)) : 0);
  if (seconds > 0) throw new ApiError("staff_locked", { minutes: Math.ceil(seconds / 60) });
}

/** A wrong password, code or token: counted against the address (and the account), logged, a lockout audited. */
async function failed(address: string | undefined, what: "password" | "otp" | "token", email?: string): Promise<void> {
  logger.warn({ address, what, account: email }, "staff sign-in refused");
  if (await countFailure(addressKey(address))) {
    await auditAnonymous(address, email ?? what, { action: "lockout.address", entity: "address", record: address ?? "unknown", after: { what } });
  }
  if (email && (await countFailure(accountKey(email)))) {
    await auditAnonymous(address, email, { action: "lockout.account", entity: "staff", record: normaliseEmail(email), after: { what } });
  }
}

/**
 * Sign-in, in one or two steps: e-mail and password (and `otp` when the account has a second
 * factor, in the same call or the next, which sends back the `challenge`). An account without
 * a second factor under STAFF_2FA=required is given a secret to add to its app, and its first
 * code turns the factor on.
 */
export async function signIn(
  input: { email?: string; password?: string; otp?: string; challenge?: string },
  address: string | undefined,
): Promise<LoginResult> {
  if (input.challenge) return secondStep(input.challenge, input.otp ?? "", address);
  const email = input.email ?? "";
  await refuseIfLocked(address, email);
  const account = await accountByEmail(email);
  const usable = account && !account.disabledAt ? account : undefined;
  const ok = await verifyPassword(usable?.passwordHash, input.password ?? "");
  if (!ok || !usable) {
    await failed(address, "password", email);
    throw new ApiError("staff_login_failed");
  }
  await clearFailures(accountKey(email));
  const required = env().STAFF_2FA === "required";
  if (!usable.totpEnabled && !required) return activate(usable, address);
  if (usable.totpEnabled && input.otp) {
    if (!verifyTotp(usable.totpSecret!, input.otp)) {
      await failed(address, "otp", email);
      throw new ApiError("staff_otp_wrong");
    }
    return activate(usable, address);
  }
  const challenge = await openSession(usable.id, "otp", address);
  if (usable.totpEnabled) return { stage: "otp", challenge };
  // STAFF_2FA=required and no factor yet: enrol now; the first right code turns it on.
  const secret = newTotpSecret();
  await db().update(staffAccounts).set({ totpSecret: secret, updatedAt: new Date() }).where(eq(staffAccounts.id, usable.id));
  return { stage: "otp_setup", challenge, secret, otpauthUrl: otpauthUrl(secret, usable.email) };
}

async function secondStep(challenge: string, otp: string, address: string | undefined): Promise<LoginResult> {
  await refuseIfLocked(address);
  const [row] = TOKEN_PATTERN.test(challenge)
    ? await db()
        .select({ account: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, hashToken(challenge)), eq(staffSessions.stage, "otp"), gt(staffSessions.expiresAt, sql`now()`), isNull(staffAccounts.disabledAt)))
        .limit(1)
    : [];
  if (!row) throw new ApiError("staff_challenge_expired");
  const account = row.account;
  await refuseIfLocked(address, account.email);
  if (!account.totpSecret || !verifyTotp(account.totpSecret, otp)) {
    await failed(address, "otp", account.email);
    throw new ApiError("staff_otp_wrong");
  }
  await db().delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(challenge)));
  if (!account.totpEnabled) {
    await db().transaction(async (tx) => {
      await tx.update(staffAccounts).set({ totpEnabled: true, updatedAt: new Date() }).where(eq(staffAccounts.id, account.id));
      await audit(tx, actorOf(account, address), { action: "totp.enable", entity: "staff", record: account.id, before: { totp: false }, after: { totp: true } });
    });
  }
  await clearFailures(accountKey(account.email));
  return activate(account, address);
}

async function activate(account: typeof staffAccounts.$inferSelect, address: string | undefined): Promise<LoginResult> {
  const staffToken = await openSession(account.id, "active", address);
  await audit(db(), actorOf(account, address), { action: "login", entity: "staff", record: account.id });
  return { stage: "active", staffToken, mustChangePassword: account.passwordTemporary };
}

export async function signOut(staffToken: string): Promise<void> {
  if (TOKEN_PATTERN.test(staffToken)) await db().delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(staffToken)));
}

/** The account behind a live, fully signed-in session. */
export async function resolveStaff(staffToken: string, address?: string) {
  if (!TOKEN_PATTERN.test(staffToken)) return null;
  const [row] = await db()
    .select({ account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(staffToken)), eq(staffSessions.stage, "active"), gt(staffSessions.expiresAt, sql`now()`), isNull(staffAccounts.disabledAt)))
    .limit(1);
  if (!row) return null;
  return { actor: actorOf(row.account, address), mustChangePassword: row.account.passwordTemporary, totpEnabled: row.account.totpEnabled };
}

/**
 * The operator token, kept only as a break-glass for scripts: a wrong one counts against the
 * caller's address like a wrong password (the same lockout), and a right one acts as "token".
 */
export async function tokenActor(token: string, address: string | undefined): Promise<Actor> {
  await refuseIfLocked(address);
  const expected = env().OPERATOR_TOKEN;
  if (!expected || !safeEqual(token, expected)) {
    await failed(address, "token");
    throw new ApiError("operator_forbidden");
  }
  return { kind: "token", address };
}

/**
 * The operator token on the endpoints that take nothing else: refused (and counted against the
 * caller's address, with the staff lockout) unless right; a right one is audited as "token".
 */
export async function checkOperator(token: string, ctx: { attribution: { ip?: string }; path: string }): Promise<void> {
  const actor = await tokenActor(token, ctx.attribution.ip);
  await audit(db(), actor, { action: "call", entity: ctx.path });
}

/** A read by the break-glass token is audited too (it names no person); a person's reads are not. */
export async function auditTokenRead(actor: Actor, path: string): Promise<void> {
  if (actor.kind === "token") await audit(db(), actor, { action: "call", entity: path });
}

/**
 * A staff desk's caller (another domain's /rest/ops/ endpoint): a staff session whose role may
 * `action` the `entity`, or the operator token; a read by the token is audited here, a change is
 * audited by the caller in the change's transaction.
 */
export async function allowedActor(input: OpsCredentials, ctx: { attribution: { ip?: string }; path: string }, action: string, entity: string, read = false): Promise<Actor> {
  const actor = await opsActor(input, ctx.attribution.ip);
  await authorize(actor, action, entity);
  if (read) await auditTokenRead(actor, ctx.path);
  return actor;
}

export interface OpsCredentials {
  staffToken?: string;
  operatorToken?: string;
}

/**
 * Who is acting: the staff session (`staffToken`), else the operator token. A session whose
 * password is still the one someone else chose may only change it.
 */
export async function opsActor(input: OpsCredentials, address: string | undefined, options: { passwordChange?: boolean } = {}): Promise<Actor> {
  if (input.staffToken) {
    const found = await resolveStaff(input.staffToken, address);
    if (!found) throw new ApiError("staff_not_signed_in", {}, CODE_NOT_LOGGED_IN);
    if (found.mustChangePassword && !options.passwordChange) throw new ApiError("staff_password_change_required");
    return found.actor;
  }
  if (input.operatorToken) return tokenActor(input.operatorToken, address);
  throw new ApiError("staff_not_signed_in", {}, CODE_NOT_LOGGED_IN);
}

/** An account work can be assigned to (an adviser or admin, not disabled), or the refusal. */
export async function requireAdviser(staffId: number): Promise<{ id: number; name: string }> {
  const [target] = await db()
    .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
    .limit(1);
  if (!target || target.disabledAt || !["adviser", "admin"].includes(target.role)) throw new ApiError("console_not_adviser");
  return { id: target.id, name: target.name };
}

/** The accounts work can be assigned to (advisers and admins, not disabled), by name: the console's "assign to" choices. */
export async function assignableAdvisers(): Promise<{ id: number; name: string }[]> {
  return db()
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(and(inArray(staffAccounts.role, ["adviser", "admin"]), isNull(staffAccounts.disabledAt)))
    .orderBy(staffAccounts.name, staffAccounts.id);
}

/** The apartments a landlord account owns. */
export async function ownedBuildingIds(staffId: number): Promise<number[]> {
  const rows = await db().select({ id: landlordBuildings.buildingId }).from(landlordBuildings).where(eq(landlordBuildings.staffId, staffId));
  return rows.map((r) => r.id);
}

export async function ownsBuilding(staffId: number, buildingId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: landlordBuildings.buildingId })
    .from(landlordBuildings)
    .where(and(eq(landlordBuildings.staffId, staffId), eq(landlordBuildings.buildingId, buildingId)))
    .limit(1);
  return !!row;
}

/**
 * The permission check of every action: `any` passes; `own` passes only when `owner` (the
 * record's owning account, looked up by the caller) is the actor; anything else is refused.
 * The operator token holds every `any` permission (it is the deployment's own key).
 */
export async function authorize(actor: Actor, action: string, entity: string, owner?: () => Promise<boolean>): Promise<"any" | "own"> {
  if (actor.kind === "token") return "any";
  const scope = scopeOf(actor.role, action, entity);
  if (scope === "any") return "any";
  if (scope === "own" && owner && (await owner())) return "own";
  throw new ApiError("staff_forbidden");
}

/** The scope alone, for lists: `own` lists are filtered by the caller. */
export function listScope(actor: Actor, action: string, entity: string): "any" | "own" {
  if (actor.kind === "token") return "any";
  const scope = scopeOf(actor.role, action, entity);
  if (!scope) throw new ApiError("staff_forbidden");
  return scope;
}

// ---------------------------------------------------------------------------------------------
// Accounts.

export async function createStaffAccount(
  input: { email: string; name: string; role: StaffRole; lang?: "cn" | "en"; buildingCodes?: string[] },
  by: Actor | null,
  options: { invite?: boolean; tx?: Tx } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = normaliseEmail(input.email);
  // Inside the caller's transaction when given one (the embedded database has one connection).
  const on = options.tx ?? db();
  const [taken] = await on.select({ id: staffAccounts.id }).from(staffAccounts).where(sql`lower(${staffAccounts.email}) = ${email}`).limit(1);
  if (taken) throw new ApiError("staff_email_taken");
  const codes = [...new Set((input.buildingCodes ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (codes.length && input.role !== "landlord") throw new ApiError("staff_buildings_for_landlords");
  const found = codes.length ? await on.select({ id: buildings.id, code: buildings.code }).from(buildings).where(inArray(buildings.code, codes)) : [];
  if (found.length !== codes.length) {
    const missing = codes.find((c) => !found.some((f) => f.code === c));
    throw new ApiError("staff_building_unknown", { code: missing ?? "" });
  }
  // An invited account has no password until its owner sets one from the link.
  const password = options.invite ? "" : oneTimePassword();
  const passwordHash = options.invite ? null : await hashPassword(password);
  const id = await on.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email, name: input.name.trim(), role: input.role, lang: input.lang ?? "cn", passwordHash, passwordTemporary: true, createdBy: by?.kind === "staff" ? by.id : null })
      .returning({ id: staffAccounts.id });
    if (found.length) {
      const taken = await tx.select({ id: landlordBuildings.buildingId }).from(landlordBuildings).where(inArray(landlordBuildings.buildingId, found.map((f) => f.id)));
      if (taken.length) throw new ApiError("staff_building_owned", { code: found.find((f) => f.id === taken[0].id)!.code });
      await tx.insert(landlordBuildings).values(found.map((f) => ({ buildingId: f.id, staffId: row.id })));
    }
    if (by) await audit(tx, by, { action: options.invite ? "staff.invite" : "staff.create", entity: "staff", record: row.id, after: { email, name: input.name.trim(), role: input.role, buildings: codes } });
    return row.id;
  });
  return { id, email, password };
}

// ---------------------------------------------------------------------------------------------
// Invitations: an account made without a password (a landlord from a converted lead) gets a
// link to set one. The link is a sealed ticket naming the account, valid 7 days, and works once:
// it is refused as soon as the account has a password.

const INVITE_PURPOSE = "staff-invite";
export const INVITE_DAYS = 7;

export function inviteLink(staffId: number, origin: string): string {
  const url = new URL("/ops/invite", origin);
  url.searchParams.set("token", sealTicket(INVITE_PURPOSE, { s: staffId }, INVITE_DAYS * 86_400));
  return url.toString();
}

export async function acceptInvite(token: string, newPassword: string, address: string | undefined): Promise<{ email: string }> {
  await refuseIfLocked(address);
  const ticket = openTicket<{ s: number }>(INVITE_PURPOSE, token);
  const [row] = ticket && typeof ticket.s === "number" ? await db().select().from(staffAccounts).where(eq(staffAccounts.id, ticket.s)).limit(1) : [];
  if (!row || row.passwordHash || row.disabledAt) {
    await failed(address, "token");
    throw new ApiError("staff_invite_invalid");
  }
  const passwordHash = await hashPassword(newPassword);
  await db().transaction(async (tx) => {
    // Only while still without a password: two tabs with one link set it once.
    const done = await tx
      .update(staffAccounts)
      .set({ passwordHash, passwordTemporary: false, updatedAt: new Date() })
      .where(and(eq(staffAccounts.id, row.id), isNull(staffAccounts.passwordHash)))
      .returning({ id: staffAccounts.id });
    if (!done.length) throw new ApiError("staff_invite_invalid");
    const actor: Actor = { kind: "staff", id: row.id, email: row.email, name: row.name, role: row.role, lang: row.lang, address };
    await audit(tx, actor, { action: "invite.accept", entity: "staff", record: row.id });
  });
  return { email: row.email };
}

export async function changePassword(actor: Actor & { kind: "staff" }, current: string, next: string): Promise<void> {
  const [row] = await db().select().from(staffAccounts).where(eq(staffAccounts.id, actor.id)).limit(1);
  if (!(await verifyPassword(row?.passwordHash, current))) {
    await failed(actor.address, "password", actor.email);
    throw new ApiError("staff_password_wrong");
  }
  if (current === next) throw new ApiError("staff_password_same");
  const passwordHash = await hashPassword(next);
  await db().transaction(async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash, passwordTemporary: false, updatedAt: new Date() }).where(eq(staffAccounts.id, actor.id));
    await audit(tx, actor, { action: "password.change", entity: "staff", record: actor.id });
  });
}

export async function setStaffLang(actor: Actor & { kind: "staff" }, lang: "cn" | "en"): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.update(staffAccounts).set({ lang, updatedAt: new Date() }).where(eq(staffAccounts.id, actor.id));
    await audit(tx, actor, { action: "lang.set", entity: "staff", record: actor.id, before: { lang: actor.lang }, after: { lang } });
  });
}

/** Step one of an optional second factor: a new secret, not in force until a code proves the app has it. */
export async function startTotp(actor: Actor & { kind: "staff" }): Promise<{ secret: string; otpauthUrl: string }> {
  const [row] = await db().select({ enabled: staffAccounts.totpEnabled }).from(staffAccounts).where(eq(staffAccounts.id, actor.id)).limit(1);
  if (row?.enabled) throw new ApiError("staff_totp_on");
  const secret = newTotpSecret();
  await db().update(staffAccounts).set({ totpSecret: secret, updatedAt: new Date() }).where(eq(staffAccounts.id, actor.id));
  return { secret, otpauthUrl: otpauthUrl(secret, actor.email) };
}

export async function confirmTotp(actor: Actor & { kind: "staff" }, otp: string): Promise<void> {
  const [row] = await db().select({ secret: staffAccounts.totpSecret, enabled: staffAccounts.totpEnabled }).from(staffAccounts).where(eq(staffAccounts.id, actor.id)).limit(1);
  if (row?.enabled) throw new ApiError("staff_totp_on");
  if (!row?.secret || !verifyTotp(row.secret, otp)) throw new ApiError("staff_otp_wrong");
  await db().transaction(async (tx) => {
    await tx.update(staffAccounts).set({ totpEnabled: true, updatedAt: new Date() }).where(eq(staffAccounts.id, actor.id));
    await audit(tx, actor, { action: "totp.enable", entity: "staff", record: actor.id, before: { totp: false }, after: { totp: true } });
  });
}

/**
 * Every account with its apartments' codes. The subquery names staff_accounts.id in full: drizzle
 * writes a one-table query's columns unqualified, and a bare "id" inside the subquery would be
 * the apartment's id, listing every landlord with no apartments.
 */
export async function listStaff() {
  const rows = await db()
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      totpEnabled: staffAccounts.totpEnabled,
      disabled: sql<boolean>`${staffAccounts.disabledAt} IS NOT NULL`,
      buildings: sql<string[]>`coalesce((SELECT array_agg(b.code ORDER BY b.code) FROM landlord_buildings lb JOIN buildings b ON b.id = lb.building_id WHERE lb.staff_id = staff_accounts.id), '{}')`,
      createdAt: staffAccounts.createdAt,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function setStaffDisabled(actor: Actor, id: number, disabled: boolean): Promise<void> {
  if (actor.kind === "staff" && actor.id === id) throw new ApiError("staff_disable_self");
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for("update").limit(1);
    if (!row) throw new ApiError("staff_not_found");
    await tx.update(staffAccounts).set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() }).where(eq(staffAccounts.id, id));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await audit(tx, actor, { action: disabled ? "staff.disable" : "staff.enable", entity: "staff", record: id, before: { disabled: !!row.disabledAt }, after: { disabled } });
  });
}

/** Whether any admin account exists (the start creates one from ADMIN_EMAIL/ADMIN_PASSWORD if not). */
export async function hasAdmin(): Promise<boolean> {
  const [row] = await db().select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.role, "admin")).limit(1);
  return !!row;
}

/**
 * At start: with no admin yet and ADMIN_EMAIL/ADMIN_PASSWORD set, that account is created with
 * that password (chosen by whoever deploys, so not temporary). Answers what happened, for the
 * start log.
 */
export async function ensureFirstAdmin(): Promise<"exists" | "created" | "none"> {
  if (await hasAdmin()) return "exists";
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return "none";
  const email = normaliseEmail(ADMIN_EMAIL);
  if (await accountByEmail(email)) return "none";
  await db()
    .insert(staffAccounts)
    .values({ email, name: "Admin", role: "admin", passwordHash: await hashPassword(ADMIN_PASSWORD), passwordTemporary: false });
  return "created";
}
