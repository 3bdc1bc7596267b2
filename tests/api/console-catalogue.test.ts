import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Transporter } from "nodemailer";
import { callSigned, createTestUser } from "../helpers/api";
import { auditOf, newStaff, ok, refused, setupConsole, signIn } from "../helpers/console";

/**
 * The catalogue and leads from the console: an adviser takes an apartment off the site and puts
 * it back (students follow); a landlord cannot. Converting a cooperation request invites the
 * landlord: a landlord account over the apartments named, a link by e-mail (or SMS without an
 * e-mail) to set its password once; the landlord then signs in and sees only their apartment.
 */
let admin: string;
const mails: { to: string; text: string }[] = [];
const texts: { to: string; text: string }[] = [];

beforeAll(async () => {
  admin = await setupConsole({ PUBLIC_URL: "https://studynest.example" });
  const { setMailTransport } = await import("../../api/platform/mail");
  const { setSmsGateway } = await import("../../api/platform/sms");
  setMailTransport({ sendMail: async (m: { to: string; text: string }) => void mails.push({ to: m.to, text: m.text }) } as unknown as Transporter);
  setSmsGateway({ send: async (to: string, text: string) => void texts.push({ to, text }) });
});
afterAll(async () => {
  const { setMailTransport } = await import("../../api/platform/mail");
  const { setSmsGateway } = await import("../../api/platform/sms");
  setMailTransport(undefined);
  setSmsGateway(undefined);
  delete process.env.PUBLIC_URL;
});

async function twoBuildings(): Promise<string[]> {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const rows = await query<{ code: string }>(
    sql`SELECT b.code FROM buildings b WHERE b.is_published AND NOT EXISTS (SELECT 1 FROM landlord_buildings lb WHERE lb.building_id = b.id) ORDER BY b.id DESC LIMIT 2`,
  );
  return rows.map((r) => r.code);
}

async function newLead(email: string | null): Promise<number> {
  const { db } = await import("../../api/db/client");
  const { cooperationRequests, cities } = await import("../../api/db/schema");
  const [city] = await db().select({ id: cities.id, countryId: cities.countryId }).from(cities).limit(1);
  const [lead] = await db()
    .insert(cooperationRequests)
    .values({ countryId: city.countryId, cityId: city.id, houseInfo: "12 studios", name: "Harbour Lets", mobilePrefix: "44", mobile: "7700900456", email, attribution: {} })
    .returning({ id: cooperationRequests.id });
  return lead.id;
}

describe("the catalogue from the console", () => {
  test("an adviser unpublishes and publishes an apartment, students follow; a landlord cannot; audited", async () => {
    const [code] = await twoBuildings();
    const adviser = await newStaff(admin, "adviser");
    const landlord = await newStaff(admin, "landlord", { buildingCodes: code });
    expect((await refused("/rest/ops/building/publish", { staffToken: landlord.token, buildingCode: code, published: "0" })).msg).toBe("You are not allowed to do this");
    await ok("/rest/ops/building/publish", { staffToken: adviser.token, buildingCode: code, published: "0" });
    expect((await ok<{ published: boolean }>("/rest/ops/building/info", { staffToken: adviser.token, buildingCode: code })).published).toBe(false);
    const { query } = await import("../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const [row] = await query<{ published: boolean }>(sql`SELECT is_published AS published FROM buildings WHERE code = ${code}`);
    expect(row.published).toBe(false);
    await ok("/rest/ops/building/publish", { staffToken: adviser.token, buildingCode: code, published: "1" });
    const entries = await auditOf(admin, { entity: "building", record: code });
    expect(entries.list.map((e) => [e.action, e.actor])).toEqual([
      ["building.publish", adviser.email],
      ["building.unpublish", adviser.email],
    ]);
  });
});

describe("converting a cooperation request invites the landlord", () => {
  test("by e-mail: a landlord account over the apartment named, a link that sets its password once", async () => {
    const [, code] = await twoBuildings();
    const lead = await newLead("owner@harbour-lets.example");
    // Only admins create accounts: an adviser may move the lead, not convert it into an account.
    const adviser = await newStaff(admin, "adviser");
    expect((await refused("/rest/ops/lead/move", { staffToken: adviser.token, kind: "cooperation", id: lead, status: "converted", buildingCodes: code })).msg).toBe("You are not allowed to do this");
    const moved = await ok<{ invited: { email: string; channel: string } }>("/rest/ops/lead/move", { staffToken: admin, kind: "cooperation", id: lead, status: "converted", buildingCodes: code, note: "Signed" });
    expect(moved.invited).toEqual({ email: "owner@harbour-lets.example", channel: "email" });
    const mail = mails.find((m) => m.to === "owner@harbour-lets.example")!;
    const link = new URL(/https:\/\/studynest\.example\/ops\/invite\?token=\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get("token")!;

    // No password yet: nothing signs in.
    expect((await refused("/rest/ops/auth/login", { email: "owner@harbour-lets.example", password: "" })).code).not.toBe(0);
    expect((await refused("/rest/ops/auth/invite", { inviteToken: `${token}x`, newPassword: "landlord-password-1" })).msg).toBe("This invitation link is invalid or already used; ask us for a new one");
    await ok("/rest/ops/auth/invite", { inviteToken: token, newPassword: "landlord-password-1" });
    expect((await refused("/rest/ops/auth/invite", { inviteToken: token, newPassword: "landlord-password-2" })).msg).toBe("This invitation link is invalid or already used; ask us for a new one");

    const landlord = await signIn("owner@harbour-lets.example", "landlord-password-1");
    expect((await ok<{ code: string }[]>("/rest/ops/building/list", { staffToken: landlord })).map((b) => b.code)).toEqual([code]);
    const entries = await auditOf(admin, { actor: "owner@harbour-lets.example" });
    expect(entries.list.map((e) => e.action)).toContain("invite.accept");
    expect((await auditOf(admin, { action: "staff.invite" })).list.some((e) => JSON.parse(e.after!).email === "owner@harbour-lets.example")).toBe(true);
  });

  test("by SMS when the request has no e-mail (the sign-in e-mail given by staff); without one it is refused and nothing changes", async () => {
    const lead = await newLead(null);
    expect((await refused("/rest/ops/lead/move", { staffToken: admin, kind: "cooperation", id: lead, status: "converted" })).msg).toBe("Give the e-mail the landlord will sign in with");
    const list = await ok<{ list: { id: number; status: string }[] }>("/rest/ops/lead/list", { staffToken: admin, kind: "cooperation" });
    expect(list.list.find((l) => l.id === lead)?.status).toBe("new");
    const moved = await ok<{ invited: { channel: string } }>("/rest/ops/lead/move", { staffToken: admin, kind: "cooperation", id: lead, status: "converted", inviteEmail: "sms-landlord@example.com" });
    expect(moved.invited.channel).toBe("sms");
    const sms = texts.find((t) => t.to === "+44 7700900456")!;
    expect(sms.text).toMatch(/https:\/\/studynest\.example\/ops\/invite\?token=/);
    const student = await createTestUser();
    expect((await callSigned("/rest/ops/lead/move", { kind: "cooperation", id: lead, status: "closed" } as never, { token: student.token })).code).not.toBe(0);
  });
});
