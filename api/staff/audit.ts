import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { auditLog } from "../db/schema";
import type { Tx } from "../platform/idempotency";
import type { StaffRole } from "./permissions";

/**
 * The audit log: who (a staff account, or `token` for the operator token), in which role, did
 * what to which record, the record before and after, when and from which address. Written with
 * the transaction of the change itself, so a change without its entry cannot exist; the table
 * only grows (a trigger refuses every update and delete) and only admins read it.
 */
export type Actor =
  | { kind: "staff"; id: number; email: string; name: string; role: StaffRole; lang: "cn" | "en"; address?: string }
  | { kind: "token"; address?: string };

export interface AuditEntry {
  action: string;
  entity: string;
  record?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(tx: Tx | ReturnType<typeof db>, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.kind === "staff" ? actor.id : null,
    actor: actor.kind === "staff" ? actor.email : "token",
    role: actor.kind === "staff" ? actor.role : "token",
    action: entry.action,
    entity: entry.entity,
    record: entry.record == null ? null : String(entry.record),
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: actor.address ?? null,
  });
}

/** An entry about no one signed in (a lockout, a refused token), from an address. */
export async function auditAnonymous(address: string | undefined, who: string, entry: AuditEntry): Promise<void> {
  await db().insert(auditLog).values({
    actor: who,
    role: "none",
    action: entry.action,
    entity: entry.entity,
    record: entry.record == null ? null : String(entry.record),
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: address ?? null,
  });
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  entity?: string;
  record?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export async function listAudit(filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.actor) where.push(sql`lower(${auditLog.actor}) LIKE ${`%${filter.actor.toLowerCase()}%`}`);
  if (filter.action) where.push(sql`${auditLog.action} LIKE ${`${filter.action}%`}`);
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.record) where.push(eq(auditLog.record, filter.record));
  if (filter.from) where.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lt(auditLog.at, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)));
  const rows = await db()
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      role: auditLog.role,
      action: auditLog.action,
      entity: auditLog.entity,
      record: auditLog.record,
      before: auditLog.before,
      after: auditLog.after,
      address: auditLog.address,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map(({ total: _total, at, before, after, ...r }) => ({
      ...r,
      at: at.toISOString(),
      before: before == null ? null : JSON.stringify(before),
      after: after == null ? null : JSON.stringify(after),
    })),
  };
}

/** An entry about what the system did by itself (a sweep), in the transaction of the change. */
export async function auditSystem(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: "system",
    role: "system",
    action: entry.action,
    entity: entry.entity,
    record: entry.record == null ? null : String(entry.record),
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: null,
  });
}
