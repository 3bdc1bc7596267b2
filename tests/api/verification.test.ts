import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned } from "../helpers/api";
import { setupConsole } from "../helpers/console";

/**
 * Verification as data: a badge on an apartment exists only while a current record backs it,
 * says what it covers and links to the record; staff record and revoke checks through
 * /rest/ops/verification/* (audited); a landlord cannot verify; a record expires.
 */
const B = "/rest/building/client";
let admin: string;

async function ok<T = any>(path: string, fields: Record<string, unknown>, opts: Parameters<typeof callSigned>[2] = {}): Promise<T> {
  const r = await callSigned<T>(path, fields as never, { language: "en", ...opts });
  expect(r.code, `${path}: ${r.msg}`).toBe(0);
  return r.data;
}

async function signIn(email: string, password: string): Promise<string> {
  const r = await ok<{ stage: string; staffToken: string }>("/rest/ops/auth/login", { email, password }, { headers: { "x-forwarded-for": "198.51.100.40" } });
  return r.staffToken;
}

async function newStaff(role: string, extra: Record<string, string> = {}): Promise<{ token: string; id: number }> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await ok<{ id: number; password: string }>("/rest/ops/staff/create", { staffToken: admin, email, name: `${role} person`, role, ...extra });
  const token = await signIn(email, created.password);
  await ok("/rest/ops/auth/password", { staffToken: token, currentPassword: created.password, newPassword: "a-long-new-password-1" });
  return { token, id: created.id };
}

const info = (buildingCode: string, language: "cn" | "en" = "en") => ok<{ verifications: { code: string; text: string; check: string; subject: string; expiresOn: string }[] }>(`${B}/house/info`, { buildingCode }, { language });

let seeded: { code: string; building_code: string; checked_on: string };
let plain: string;

beforeAll(async () => {
  // The console suites' first admin: on PostgreSQL a worker's files share one database, where
  // only the first ADMIN_EMAIL of the run becomes the admin.
  admin = await setupConsole();
  const { query } = await import("../../api/db/client");
  [seeded] = await query<{ code: string; building_code: string; checked_on: string }>(sql`
    SELECT v.code, b.code AS building_code, v.checked_on::text AS checked_on FROM verification_records v JOIN buildings b ON b.id = v.building_id
    WHERE v.check_kind = 'photos' ORDER BY v.id LIMIT 1`);
  [{ code: plain }] = await query<{ code: string }>(sql`
    SELECT b.code FROM buildings b WHERE b.is_published AND NOT EXISTS (SELECT 1 FROM verification_records v WHERE v.building_id = b.id)
      AND NOT EXISTS (SELECT 1 FROM landlord_buildings lb WHERE lb.building_id = b.id) ORDER BY b.id LIMIT 1`);
}, 120_000);

describe("badges backed by records", () => {
  test("the seed gives a few apartments current records; their page's badges say what and when, and link to the record", async () => {
    expect(seeded).toBeDefined();
    const page = await info(seeded.building_code);
    const photos = page.verifications.find((v) => v.check === "photos")!;
    expect(photos.text).toBe(`Photos checked by StudyNest on ${seeded.checked_on}`);
    const cn = await info(seeded.building_code, "cn");
    expect(cn.verifications.find((v) => v.check === "photos")!.text).toBe(`留学家于 ${seeded.checked_on} 核验了照片`);
    const record = await ok(`${B}/verification/info`, { code: photos.code });
    expect(record).toMatchObject({ current: true, check: "photos", subject: "apartment", building: { code: seeded.building_code }, checkedOn: seeded.checked_on });
  });

  test("an apartment without a record has no badge", async () => {
    expect((await info(plain)).verifications).toEqual([]);
  });

  test("an unknown record answers code 1", async () => {
    expect((await callSigned(`${B}/verification/info`, { code: "vnothere" } as never, { language: "en" })).code).toBe(1);
  });
});

describe("staff record and revoke checks", () => {
  test("an adviser records a check: the badge appears at once, the action is audited; revoking removes the badge", async () => {
    const adviser = await newStaff("adviser");
    expect((await info(plain)).verifications).toEqual([]);
    const rec = await ok<{ code: string; current: boolean; checkedBy: { staffId: number } }>("/rest/ops/verification/record", {
      staffToken: adviser.token,
      subject: "apartment",
      buildingCode: plain,
      check: "video_call",
      note: "Walked through every room on a video call with the manager",
      checkedOn: new Date().toISOString().slice(0, 10),
    });
    expect(rec).toMatchObject({ current: true, checkedBy: { staffId: adviser.id } });
    const badges = (await info(plain)).verifications;
    expect(badges.map((b) => b.code)).toEqual([rec.code]);
    expect(badges[0].text).toMatch(/^Video call held by StudyNest on \d{4}-\d{2}-\d{2}$/);
    const audit = await ok<{ list: { action: string; record: string | null }[] }>("/rest/ops/audit/list", { staffToken: admin });
    expect(audit.list.some((e) => e.action === "verification.record" && e.record === rec.code)).toBe(true);

    const refused = await callSigned("/rest/ops/verification/revoke", { staffToken: adviser.token, code: rec.code, reason: "   " } as never, { language: "en" });
    expect(refused.msg).toBe("Give the reason for revoking");
    const revoked = await ok("/rest/ops/verification/revoke", { staffToken: adviser.token, code: rec.code, reason: "Recorded on the wrong apartment" });
    expect(revoked).toMatchObject({ current: false, revokedReason: "Recorded on the wrong apartment" });
    expect((await info(plain)).verifications).toEqual([]);
    const pub = await ok(`${B}/verification/info`, { code: rec.code });
    expect(pub).toMatchObject({ current: false, checkedBy: { staffId: adviser.id, name: "StudyNest staff" } });
  });

  test("a landlord's identity check shows on every apartment they let; a landlord cannot verify", async () => {
    const landlord = await newStaff("landlord", { buildingCodes: plain });
    const refused = await callSigned("/rest/ops/verification/record", { staffToken: landlord.token, subject: "apartment", buildingCode: plain, check: "photos" } as never, { language: "en" });
    expect(refused).toMatchObject({ code: 1, msg: "You are not allowed to do this" });
    await ok("/rest/ops/verification/record", { staffToken: admin, subject: "landlord", landlordId: landlord.id, check: "identity" });
    const badges = (await info(plain)).verifications;
    expect(badges).toEqual([expect.objectContaining({ subject: "landlord", check: "identity", text: expect.stringMatching(/^Landlord's identity checked by StudyNest on /) })]);
  });

  test("bad input is refused with a translated message, never a 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: "landlord", landlordId: 1, check: "photos" }, "A landlord's identity"],
      [{ subject: "apartment", buildingCode: "nosuchcode", check: "photos" }, "No apartment has this code"],
      [{ subject: "apartment", buildingCode: plain, check: "photos", checkedOn: "2999-01-01" }, "The check date must be today"],
      [{ subject: "apartment", buildingCode: plain, check: "photos", checkedOn: "2026-02-31" }, "The check date must be today"],
      [{ subject: "apartment", buildingCode: plain, check: "teleport" }, "check"],
    ];
    for (const [fields, msg] of cases) {
      const r = await callSigned("/rest/ops/verification/record", { staffToken: admin, ...fields } as never, { language: "en" });
      expect(r.code, JSON.stringify(fields)).not.toBe(0);
      expect(r.msg, JSON.stringify(fields)).toContain(msg);
    }
    const unsigned = await callSigned("/rest/ops/verification/record", { subject: "apartment", buildingCode: plain, check: "photos" } as never, { language: "en" });
    expect(unsigned.code).toBe(3);
  });

  test("a record past its expiry backs no badge", async () => {
    const rec = await ok<{ code: string }>("/rest/ops/verification/record", { staffToken: admin, subject: "apartment", buildingCode: plain, check: "address" });
    expect((await info(plain)).verifications.some((v) => v.code === rec.code)).toBe(true);
    const { query } = await import("../../api/db/client");
    await query(sql`UPDATE verification_records SET checked_on = current_date - 400, expires_on = current_date - 1 WHERE code = ${rec.code}`);
    // The badges are kept under the catalogue stamp (ADR 032), which carries the UTC day: a record
    // expires with a new day, which moves the stamp. Here the day is simulated, so is the move.
    expect((await info(plain)).verifications.some((v) => v.code === rec.code)).toBe(true);
    const { invalidateCatalogueAnswers } = await import("../../api/catalogue/catalogue-snapshot");
    invalidateCatalogueAnswers();
    expect((await info(plain)).verifications.some((v) => v.code === rec.code)).toBe(false);
    expect(await ok(`${B}/verification/info`, { code: rec.code })).toMatchObject({ current: false });
  });
});
