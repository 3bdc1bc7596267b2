import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser } from "../helpers/api";
import { auditOf, newStaff, ok, refused, setupConsole } from "../helpers/console";

/**
 * Moderation from the console: a moderator lists reported roommate posts, hides one with a
 * reason and shows it again; answers a student's feedback, which the student reads under My
 * feedback; an adviser is refused both; every change is audited with who made it.
 */
let admin: string;
beforeAll(async () => {
  admin = await setupConsole();
});

const month = (plus: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1)).toISOString().slice(0, 7);
};

async function reportedPost(): Promise<string> {
  const { query } = await import("../../api/db/client");
  const [city] = await query<{ id: number }>(sql`SELECT c.id FROM cities c WHERE NOT c.synthetic ORDER BY c.popularity DESC, c.id LIMIT 1`);
  const owner = await createTestUser({ userName: "mod-owner" });
  const reporter = await createTestUser({ userName: "mod-reporter" });
  const tag = randomUUID().slice(0, 8);
  const saved = await ok<{ post: { code: string } }>(
    "/rest/roommate/client/post/save",
    { cityId: city.id, month: month(2), budget: 900, roomType: "private_room", habits: "quiet", languages: "en", content: "Quiet student looking for a flatmate near campus.", email: `p-${tag}@example.com` },
    { token: owner.token, headers: { "x-forwarded-for": "10.251.0.1" } },
  );
  await ok("/rest/roommate/client/report", { postCode: saved.post.code, reason: "spam" }, { token: reporter.token, headers: { "x-forwarded-for": "10.251.0.2" } });
  return saved.post.code;
}

describe("moderation in the console", () => {
  test("a moderator hides a reported roommate post with a reason and shows it again; an adviser cannot", async () => {
    const moderator = await newStaff(admin, "moderator");
    const adviser = await newStaff(admin, "adviser");
    const code = await reportedPost();
    const reports = await ok<{ list: { postCode: string; status: string; reportCount: number }[] }>("/rest/ops/roommate/reports", { staffToken: moderator.token });
    expect(reports.list.find((p) => p.postCode === code)).toMatchObject({ status: "live", reportCount: 1 });

    expect((await refused("/rest/ops/roommate/hide", { staffToken: moderator.token, postCode: code, hidden: "1" })).msg).toMatch(/reason/i);
    await ok("/rest/ops/roommate/hide", { staffToken: moderator.token, postCode: code, hidden: "1", reason: "Advertising" });
    const hidden = await ok<{ list: { postCode: string; status: string; hiddenReason: string }[] }>("/rest/ops/roommate/reports", { staffToken: moderator.token });
    expect(hidden.list.find((p) => p.postCode === code)).toMatchObject({ status: "hidden", hiddenReason: "Advertising" });
    expect((await callSigned("/rest/roommate/client/post/info", { postCode: code }, { language: "en" })).code).not.toBe(0);
    await ok("/rest/ops/roommate/hide", { staffToken: moderator.token, postCode: code, hidden: "0" });

    for (const [path, fields] of [
      ["/rest/ops/roommate/reports", {}],
      ["/rest/ops/roommate/hide", { postCode: code, hidden: "1", reason: "x" }],
    ] as const) {
      expect((await refused(path, { staffToken: adviser.token, ...fields })).msg, path).toBe("You are not allowed to do this");
    }
    const entries = await auditOf(admin, { entity: "roommate_post", record: code });
    expect(entries.list.map((e) => [e.action, e.actor]).sort()).toEqual([
      ["roommate_post.hide", moderator.email],
      ["roommate_post.restore", moderator.email],
    ]);
  });

  test("a moderator answers feedback and the student reads the reply; closing is audited too", async () => {
    const moderator = await newStaff(admin, "moderator");
    const adviser = await newStaff(admin, "adviser");
    const student = await createTestUser({ userName: "mod-feedback" });
    const cate = (await callSigned("/feedback/client/type/list")).data.list[0].id;
    const added = await ok<{ id: number }>("/feedback/client/add", { cate, content: "The map does not load on my phone.", requestId: randomUUID() }, { token: student.token });
    const waiting = await ok<{ list: { id: number }[] }>("/rest/ops/feedback/list", { staffToken: moderator.token });
    expect(waiting.list.some((f) => f.id === added.id)).toBe(true);
    await ok("/rest/ops/feedback/reply", { staffToken: moderator.token, id: added.id, reply: "Fixed in today's release, thank you." });
    const mine = await ok<{ list: { id: number; status: string; replies: { content: string }[] }[] }>("/feedback/client/mine", {}, { token: student.token });
    expect(mine.list.find((f) => f.id === added.id)).toMatchObject({ status: "answered", replies: [{ content: "Fixed in today's release, thank you." }] });
    expect((await refused("/rest/ops/feedback/reply", { staffToken: adviser.token, id: added.id, reply: "x" })).msg).toBe("You are not allowed to do this");
    await ok("/rest/ops/feedback/reply", { staffToken: moderator.token, id: added.id, close: "1" });
    const entries = await auditOf(admin, { entity: "feedback", record: String(added.id) });
    expect(entries.list.map((e) => [e.action, e.actor, JSON.parse(e.after!).status])).toEqual([
      ["feedback.reply", moderator.email, "closed"],
      ["feedback.reply", moderator.email, "answered"],
    ]);
  });
});
