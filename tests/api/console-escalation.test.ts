import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser } from "../helpers/api";
import { APPLICANT } from "../helpers/applicant";
import { auditOf, newStaff, ok, refused, setupConsole } from "../helpers/console";

/**
 * The landlord portal's scope and clock: a landlord sees only applications for their rooms and
 * cannot open another landlord's apartment or answer their applications; an application left
 * unanswered by its landlord for 48 hours is escalated once to an adviser (the sweep), audited as
 * the system's, and the landlord can no longer answer it.
 */
let admin: string;
beforeAll(async () => {
  admin = await setupConsole();
});

async function roomsOfTwoBuildings() {
  const { query } = await import("../../api/db/client");
  const rows = await query<{ b: string; code: string; lease: number; available: string }>(sql`
    SELECT DISTINCT ON (b.id) b.code AS b, r.code, r.lease_terms[1] AS lease, r.available_from::text AS available
    FROM rooms r JOIN buildings b ON b.id = r.building_id
    WHERE r.stock > 0 AND b.is_published AND NOT EXISTS (SELECT 1 FROM landlord_buildings lb WHERE lb.building_id = b.id)
      -- No application yet: on PostgreSQL a worker's files share one database, and other suites
      -- apply to the first apartments; the landlord's queue must hold this test's alone.
      AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.building_id = b.id)
    ORDER BY b.id, r.id LIMIT 2`);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return rows.map((r) => ({ building: r.b, room: r.code, lease: r.lease, moveIn: r.available > tomorrow ? r.available : tomorrow }));
}

async function apply(token: string, r: { room: string; lease: number; moveIn: string }): Promise<string> {
  const res = await callSigned(
    "/rest/user/client/intent/apply",
    { roomCode: r.room, mobilePrefixId: 317, mobile: "13800138000", moveInDate: r.moveIn, leaseTerm: r.lease, paymentPlan: "term", agree: "on", ...APPLICANT },
    { token },
  );
  expect(res.code, res.msg).toBe(0);
  return res.data.applyCode as string;
}

describe("the landlord portal's scope and 48-hour clock", () => {
  test("a landlord sees and answers only their own; another's apartment is the unknown-code answer", async () => {
    const [mine, theirs] = await roomsOfTwoBuildings();
    const landlord = await newStaff(admin, "landlord", { buildingCodes: mine.building });
    const other = await newStaff(admin, "landlord", { buildingCodes: theirs.building });
    const student = await createTestUser();
    const myApp = await apply(student.token, mine);
    const theirApp = await apply(student.token, theirs);
    const queue = await ok<{ list: { applyCode: string; landlordAnswerBy: string }[] }>("/rest/ops/application/queue", { staffToken: landlord.token, scope: "all" });
    expect(queue.list.map((a) => a.applyCode)).toContain(myApp);
    expect(queue.list.map((a) => a.applyCode)).not.toContain(theirApp);
    // The 48-hour deadline is in the queue.
    const answerBy = new Date(queue.list.find((a) => a.applyCode === myApp)!.landlordAnswerBy).getTime();
    expect(Math.abs(answerBy - (Date.now() + 48 * 3_600_000))).toBeLessThan(120_000);
    expect((await refused("/rest/ops/application/answer", { staffToken: landlord.token, applyCode: theirApp, answer: "accepted" })).msg).toBe("You are not allowed to do this");
    const unknown = await refused("/rest/ops/building/info", { staffToken: landlord.token, buildingCode: "no-such-apartment" });
    expect((await refused("/rest/ops/building/info", { staffToken: landlord.token, buildingCode: theirs.building })).msg).toBe(unknown.msg);
    expect((await ok<{ code: string }[]>("/rest/ops/building/list", { staffToken: other.token })).map((b) => b.code)).toEqual([theirs.building]);
  });

  test("unanswered for 48 hours: escalated once to an adviser, audited; the landlord is then too late; answers make the apartment's median response time", async () => {
    // A fresh apartment for this landlord (the first test's are taken).
    const { query } = await import("../../api/db/client");
    const [free] = await query<{ b: string; code: string; lease: number; available: string }>(sql`
      SELECT b.code AS b, r.code, r.lease_terms[1] AS lease, r.available_from::text AS available FROM rooms r JOIN buildings b ON b.id = r.building_id
      WHERE r.stock > 0 AND b.is_published AND NOT EXISTS (SELECT 1 FROM landlord_buildings lb WHERE lb.building_id = b.id)
      -- No application yet: on PostgreSQL a worker's files share one database, and other suites
      -- apply to the first apartments; the landlord's queue must hold this test's alone.
      AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.building_id = b.id) ORDER BY b.id DESC, r.id LIMIT 1`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const target = { building: free.b, room: free.code, lease: free.lease, moveIn: free.available > tomorrow ? free.available : tomorrow };
    const landlord = await newStaff(admin, "landlord", { buildingCodes: target.building });
    const adviser = await newStaff(admin, "adviser");
    const student = await createTestUser();
    const late = await apply(student.token, target);
    const fresh = await apply(student.token, target);
    await query(sql`UPDATE applications SET created_at = now() - interval '49 hours' WHERE apply_code = ${late}`);

    const { escalateUnanswered } = await import("../../api/console");
    const done = await escalateUnanswered();
    expect(done).toContain(late);
    expect(done).not.toContain(fresh);
    expect(await escalateUnanswered()).not.toContain(late);

    const [h] = await query<{ assigned_to: number | null; escalated: boolean }>(
      sql`SELECT h.assigned_to, h.escalated_at IS NOT NULL AS escalated FROM application_handling h JOIN applications a ON a.id = h.application_id WHERE a.apply_code = ${late}`,
    );
    expect(h.escalated).toBe(true);
    expect(h.assigned_to).not.toBeNull();
    const queue = await ok<{ list: { applyCode: string; landlordOverdue: boolean; assignedTo: unknown }[] }>("/rest/ops/application/queue", { staffToken: adviser.token });
    expect(queue.list.find((a) => a.applyCode === late)).toMatchObject({ landlordOverdue: true });
    expect((await refused("/rest/ops/application/answer", { staffToken: landlord.token, applyCode: late, answer: "accepted" })).code).toBe(1);
    await ok("/rest/ops/application/answer", { staffToken: landlord.token, applyCode: fresh, answer: "accepted" });
    // The apartment's median response time, from its landlord's answers of the last 90 days.
    const { callSigned: signed } = await import("../helpers/api");
    const before = await signed("/rest/building/client/house/landlord-response", { buildingCode: target.building });
    expect(before.data.answers).toBe(1);
    await query(sql`UPDATE application_handling h SET landlord_answered_at = a.created_at + interval '3 hours' FROM applications a WHERE a.id = h.application_id AND a.apply_code = ${fresh}`);
    const third = await apply(student.token, target);
    await ok("/rest/ops/application/answer", { staffToken: landlord.token, applyCode: third, answer: "declined", note: "Full" });
    await query(sql`UPDATE application_handling h SET landlord_answered_at = a.created_at + interval '5 hours' FROM applications a WHERE a.id = h.application_id AND a.apply_code = ${third}`);
    expect((await signed("/rest/building/client/house/landlord-response", { buildingCode: target.building })).data).toEqual({ medianMinutes: 240, answers: 2 });
    // Answers older than 90 days no longer count.
    await query(sql`UPDATE application_handling h SET landlord_answered_at = now() - interval '91 days' FROM applications a WHERE a.id = h.application_id AND a.apply_code = ${third}`);
    expect((await signed("/rest/building/client/house/landlord-response", { buildingCode: target.building })).data).toMatchObject({ answers: 1 });
    const none = await signed("/rest/building/client/house/landlord-response", { buildingCode: "no-such-apartment" });
    expect(none.data).toEqual({ medianMinutes: null, answers: 0 });

    const entries = await auditOf(admin, { record: late, action: "application.escalate" });
    expect(entries.list).toHaveLength(1);
    expect(entries.list[0]).toMatchObject({ actor: "system", role: "system" });
  });
});
