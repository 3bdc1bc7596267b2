import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { CHECKS_OF, type VERIFICATION_CHECKS, type VERIFICATION_SUBJECTS } from "#core/contract/verification";
import { database, db, query, type Database } from "../db/client";
import { ApiError } from "../http/envelope";
import { randomId } from "../platform/crypto";
import { audit, authorize, listScope, type Actor } from "../staff";
import { CHECK_LABELS, badgeText } from "./messages";

/**
 * Verification records (migration 0021): what staff checked of an apartment or a landlord, by
 * whom, when and until when. Records are never edited: a mistake is revoked (with a reason) and a
 * new one recorded, so a badge seen yesterday can still be traced. A badge exists only while a
 * record is current: checked, not expired (the day after `expires_on`), not revoked.
 */
export type Check = (typeof VERIFICATION_CHECKS)[number];
export type Subject = (typeof VERIFICATION_SUBJECTS)[number];

interface RecordRow {
  id: number;
  code: string;
  subject: Subject;
  check_kind: Check;
  note: string | null;
  checked_by: number | null;
  checked_by_name: string;
  checked_on: string;
  expires_on: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  current: boolean;
  building_code: string | null;
  building_zh: string | null;
  building_en: string | null;
  landlord_id: number | null;
  landlord_name: string | null;
  building_id: number | null;
}

const SELECT = sql`
  SELECT v.id, v.code, v.subject, v.check_kind, v.note, v.checked_by, v.checked_by_name,
    v.checked_on::text AS checked_on, v.expires_on::text AS expires_on, v.revoked_at::text AS revoked_at, v.revoked_reason,
    (v.revoked_at IS NULL AND v.expires_on >= current_date) AS current,
    b.code AS building_code, b.name_zh AS building_zh, b.name_en AS building_en,
    v.landlord_id, s.name AS landlord_name, v.building_id
  FROM verification_records v
  LEFT JOIN buildings b ON b.id = v.building_id
  LEFT JOIN staff_accounts s ON s.id = v.landlord_id`;

const nameIn = (lang: Lang, zh: string | null, en: string | null) => (lang === "en" ? en || zh : zh || en) ?? "";

function badge(r: RecordRow, lang: Lang) {
  return {
    code: r.code,
    subject: r.subject,
    check: r.check_kind,
    checkName: CHECK_LABELS[r.check_kind][lang === "en" ? "en" : "zh"],
    text: badgeText(r.check_kind, r.subject, r.checked_on, lang),
    checkedOn: r.checked_on,
    expiresOn: r.expires_on,
  };
}

async function landlordBuildings(landlordId: number, lang: Lang) {
  const rows = await query<{ code: string; name_zh: string; name_en: string }>(sql`
    SELECT b.code, b.name_zh, b.name_en FROM landlord_buildings lb JOIN buildings b ON b.id = lb.building_id
    WHERE lb.staff_id = ${landlordId} AND b.is_published ORDER BY b.code`);
  return rows.map((b) => ({ code: b.code, name: nameIn(lang, b.name_zh, b.name_en) }));
}

async function recordDto(r: RecordRow, lang: Lang) {
  return {
    ...badge(r, lang),
    current: r.current,
    note: r.note,
    checkedBy: { staffId: r.checked_by, name: r.checked_by_name },
    revokedAt: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
    revokedReason: r.revoked_reason,
    building: r.building_code ? { code: r.building_code, name: nameIn(lang, r.building_zh, r.building_en) } : null,
    landlord: r.landlord_id ? { id: r.landlord_id, name: r.landlord_name ?? "", buildings: await landlordBuildings(r.landlord_id, lang) } : null,
  };
}

async function recordByCode(code: string): Promise<RecordRow | undefined> {
  const [row] = await query<RecordRow>(sql`${SELECT} WHERE v.code = ${code}`);
  return row;
}

/**
 * The public record a badge links to (current or not, marked so). It names the checker by staff
 * number, not by name: the console shows staff their colleagues' names, the public page does not.
 */
export async function verificationInfo(code: string, lang: Lang) {
  const row = /^[A-Za-z0-9_-]{1,40}$/.test(code) ? await recordByCode(code) : undefined;
  if (!row) throw new ApiError("verification_not_found");
  const dto = await recordDto(row, lang);
  return { ...dto, checkedBy: { staffId: row.checked_by, name: lang === "en" ? "StudyNest staff" : "留学家工作人员" } };
}

/**
 * The current checks behind an apartment's badges: its own, and its landlord's (a landlord's
 * identity checked covers every apartment they let), the newest of each kind.
 */
export async function currentVerificationsOf(buildingId: number, lang: Lang, stamp?: string) {
  const checks = await currentChecks(stamp);
  const landlord = checks.landlordOf.get(buildingId);
  const seen = new Set<string>();
  const out = [];
  for (const r of checks.rows) {
    if (r.building_id !== buildingId && (landlord === undefined || r.landlord_id !== landlord)) continue;
    const key = `${r.subject}:${r.check_kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(badge(r, lang));
  }
  return out;
}

/**
 * Every current check, newest first, and the landlord of each apartment whose landlord has one,
 * kept in this process: an apartment page seen for the first time asked the database for its
 * badges, and few apartments have any. Read again after a check is recorded or revoked here, on
 * a new day (a record expires), when the caller's stamp moves (the catalogue's, under which the
 * answers showing badges are kept), and after CHECKS_KEEP_MS (a check made on another instance,
 * an apartment given to another landlord), as those answers were kept before.
 */
const CHECKS_KEEP_MS = 10 * 60_000;
interface CurrentChecks {
  at: number;
  day: string;
  stamp: string | undefined;
  from: Database | undefined;
  rows: RecordRow[];
  landlordOf: Map<number, number>;
}
let checksKept: CurrentChecks | undefined;
let readingChecks: Promise<CurrentChecks> | undefined;
let readingStamp: string | undefined;
/** Moves on every change here: a read begun before it is answered to its callers but not kept. */
let checksGeneration = 0;

function currentChecks(stamp: string | undefined): CurrentChecks | Promise<CurrentChecks> {
  const day = isoDay(new Date());
  const kept = checksKept;
  if (kept && kept.day === day && kept.stamp === stamp && kept.from === database() && Date.now() - kept.at < CHECKS_KEEP_MS) return kept;
  // Another stamp than the read under way's: not that read's answer.
  if (readingStamp !== stamp) readingChecks = undefined;
  readingStamp = stamp;
  readingChecks ??= (async () => {
    const from = database();
    const generation = checksGeneration;
    const [rows, landlords] = await Promise.all([
      query<RecordRow>(sql`${SELECT} WHERE v.revoked_at IS NULL AND v.expires_on >= current_date ORDER BY v.checked_on DESC, v.id DESC`),
      query<{ building_id: number; staff_id: number }>(sql`
        SELECT lb.building_id, lb.staff_id FROM landlord_buildings lb
        WHERE lb.staff_id IN (SELECT landlord_id FROM verification_records WHERE landlord_id IS NOT NULL AND revoked_at IS NULL AND expires_on >= current_date)`),
    ]);
    const read: CurrentChecks = { at: Date.now(), day, stamp, from, rows, landlordOf: new Map(landlords.map((l) => [l.building_id, l.staff_id])) };
    if (generation === checksGeneration) checksKept = read;
    return read;
  })();
  const reading = readingChecks;
  void reading.finally(() => {
    if (readingChecks === reading) readingChecks = undefined;
  }).catch(() => undefined);
  return reading;
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDay(d);
}

export interface RecordInput {
  subject: Subject;
  buildingCode?: string;
  landlordId?: number;
  check: Check;
  note?: string;
  checkedOn?: string;
  validMonths: number;
}

const changeListeners: (() => void)[] = [];

/**
 * Runs `listener` after a check is recorded or revoked on this instance: the badges an apartment
 * page shows changed (the catalogue keeps them under its stamp and moves the stamp here).
 */
export function onVerificationsChanged(listener: () => void): void {
  changeListeners.push(listener);
}

function verificationsChanged(): void {
  checksKept = undefined;
  readingChecks = undefined;
  checksGeneration += 1;
  for (const listener of changeListeners) listener();
}

/** Records a check (staff who may verify; never a landlord of their own): audited with the change. */
export async function recordVerification(actor: Actor, input: RecordInput, lang: Lang) {
  await authorize(actor, "verify", input.subject === "apartment" ? "building" : "landlord");
  if (!CHECKS_OF[input.subject].includes(input.check)) throw new ApiError("verification_check_not_for_subject");
  const today = isoDay(new Date());
  const checkedOn = input.checkedOn ?? today;
  const parsed = new Date(`${checkedOn}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || isoDay(parsed) !== checkedOn || checkedOn > today || parsed.getTime() < Date.now() - 366 * DAY_MS) {
    throw new ApiError("verification_date_invalid");
  }
  let buildingId: number | null = null;
  let landlordId: number | null = null;
  if (input.subject === "apartment") {
    const [b] = await query<{ id: number }>(sql`SELECT id FROM buildings WHERE code = ${input.buildingCode ?? ""}`);
    if (!b) throw new ApiError("verification_building_unknown");
    buildingId = b.id;
  } else {
    const [l] = await query<{ id: number }>(sql`SELECT id FROM staff_accounts WHERE id = ${input.landlordId ?? 0} AND role = 'landlord'`);
    if (!l) throw new ApiError("verification_landlord_unknown");
    landlordId = l.id;
  }
  const code = `v${randomId(9)}`;
  const expiresOn = addMonths(checkedOn, input.validMonths);
  const byName = actor.kind === "staff" ? actor.name : "operator token";
  await db().transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO verification_records (code, subject, building_id, landlord_id, check_kind, note, checked_by, checked_by_name, checked_on, expires_on)
      VALUES (${code}, ${input.subject}, ${buildingId}, ${landlordId}, ${input.check}, ${input.note || null},
        ${actor.kind === "staff" ? actor.id : null}, ${byName}, ${checkedOn}, ${expiresOn})`);
    await audit(tx, actor, {
      action: "verification.record",
      entity: "verification",
      record: code,
      after: { subject: input.subject, buildingCode: input.buildingCode ?? null, landlordId, check: input.check, checkedOn, expiresOn, note: input.note ?? null },
    });
  });
  verificationsChanged();
  return recordDto((await recordByCode(code))!, lang);
}

export async function revokeVerification(actor: Actor, code: string, reason: string, lang: Lang) {
  const row = await recordByCode(code);
  if (!row) throw new ApiError("verification_not_found");
  await authorize(actor, "verify", row.subject === "apartment" ? "building" : "landlord");
  if (row.revoked_at) throw new ApiError("verification_already_revoked");
  await db().transaction(async (tx) => {
    await tx.execute(sql`UPDATE verification_records SET revoked_at = now(), revoked_reason = ${reason} WHERE id = ${row.id}`);
    await audit(tx, actor, { action: "verification.revoke", entity: "verification", record: code, before: { current: row.current }, after: { revoked: true, reason } });
  });
  verificationsChanged();
  return recordDto((await recordByCode(code))!, lang);
}

export async function verificationList(actor: Actor, lang: Lang, options: { buildingCode?: string; page: number; pageSize: number }) {
  // Reading the records is for those who may record them (a landlord reads their badges on the site).
  listScope(actor, "verify", "building");
  const where = options.buildingCode
    ? sql`WHERE b.code = ${options.buildingCode} OR v.landlord_id = (SELECT lb.staff_id FROM landlord_buildings lb JOIN buildings bb ON bb.id = lb.building_id WHERE bb.code = ${options.buildingCode})`
    : sql``;
  const [{ total }] = await query<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${SELECT} ${where}) x`);
  const rows = await query<RecordRow>(sql`${SELECT} ${where} ORDER BY v.created_at DESC, v.id DESC LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`);
  return { total, list: await Promise.all(rows.map((r) => recordDto(r, lang))) };
}
