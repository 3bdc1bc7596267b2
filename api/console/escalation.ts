import { sql } from "drizzle-orm";
import { logger } from "#core/log.server";
import { db, query } from "../db/client";
import { auditSystem } from "../staff";
import { LANDLORD_ANSWER_HOURS } from "./service";

/**
 * A landlord answers an application for their room within 48 hours; past that, the application
 * is an adviser's. Every SWEEP_MINUTES (and at start) the open applications of landlords' rooms
 * left unanswered that long are escalated once: marked, and assigned to the active adviser with
 * the fewest open applications unless one already holds them. Each escalation is audited as the
 * system's. Safe on several instances at once: each row is claimed with SKIP LOCKED and only
 * while not yet escalated.
 */
const SWEEP_MINUTES = 10;
let timer: NodeJS.Timeout | undefined;

export async function escalateUnanswered(now = new Date()): Promise<string[]> {
  const due = new Date(now.getTime() - LANDLORD_ANSWER_HOURS * 3_600_000);
  const escalated: string[] = [];
  const candidates = await query<{ id: number; apply_code: string }>(sql`
    SELECT a.id, a.apply_code FROM applications a
    JOIN landlord_buildings lb ON lb.building_id = a.building_id
    LEFT JOIN application_handling h ON h.application_id = a.id
    WHERE a.status IN ('submitted', 'reviewing') AND a.created_at < ${due}
      AND h.landlord_answer IS NULL AND h.escalated_at IS NULL
    ORDER BY a.created_at LIMIT 500`);
  for (const c of candidates) {
    await db().transaction(async (tx) => {
      await query(sql`INSERT INTO application_handling (application_id) VALUES (${c.id}) ON CONFLICT DO NOTHING`, tx);
      const [row] = await query<{ assigned_to: number | null }>(
        sql`SELECT assigned_to FROM application_handling WHERE application_id = ${c.id} AND escalated_at IS NULL AND landlord_answer IS NULL FOR UPDATE SKIP LOCKED`,
        tx,
      );
      if (!row) return;
      const [adviser] = row.assigned_to
        ? [{ id: row.assigned_to }]
        : await query<{ id: number }>(
            sql`SELECT s.id FROM staff_accounts s
              WHERE s.role = 'adviser' AND s.disabled_at IS NULL
              ORDER BY (SELECT count(*) FROM application_handling h JOIN applications a ON a.id = h.application_id
                WHERE h.assigned_to = s.id AND a.status IN ('submitted', 'reviewing')), s.id
              LIMIT 1`,
            tx,
          );
      const assignTo = adviser?.id ?? null;
      await query(sql`UPDATE application_handling SET escalated_at = ${now}, assigned_to = ${assignTo} WHERE application_id = ${c.id}`, tx);
      await auditSystem(tx, { action: "application.escalate", entity: "application", record: c.apply_code, before: { assignedTo: row.assigned_to }, after: { assignedTo: assignTo, reason: "landlord_no_answer_48h" } });
      escalated.push(c.apply_code);
    });
  }
  return escalated;
}

async function sweep(): Promise<void> {
  try {
    const done = await escalateUnanswered();
    if (done.length) logger.info({ count: done.length }, "applications escalated to advisers (no landlord answer in 48 h)");
  } catch (e) {
    logger.warn({ err: e }, "escalation sweep failed; the next one tries again");
  }
}

export function startEscalationSweep(): void {
  if (timer) return;
  void sweep();
  timer = setInterval(() => void sweep(), SWEEP_MINUTES * 60_000);
  timer.unref();
}

export function stopEscalationSweep(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
