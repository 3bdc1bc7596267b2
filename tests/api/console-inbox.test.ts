import { beforeAll, describe, expect, test } from "vitest";
import { createTestUser } from "../helpers/api";
import { auditOf, newStaff, ok, refused, setupConsole } from "../helpers/console";

/**
 * The online service's inbox in the console: an adviser sees unassigned conversations, takes
 * one, replies under their own name, and the student reads the reply in their service page; a
 * moderator is refused; every change is in the audit log with who did it.
 */
let admin: string;
beforeAll(async () => {
  admin = await setupConsole();
});

describe("the console's online-service inbox", () => {
  test("assigned and unassigned; a reply the student sees; audited; other roles refused", async () => {
    const adviser = await newStaff(admin, "adviser");
    const moderator = await newStaff(admin, "moderator");
    const student = await createTestUser({ userName: "inbox-student" });
    const sent = await ok<{ conversationId: number }>("/rest/user/client/service/send", { content: "Is the room still free?" }, { token: student.token });
    const id = sent.conversationId;

    const unassigned = await ok<{ list: { id: number; assignedTo: unknown; waitingSeconds: number | null }[] }>("/rest/ops/service/list", { staffToken: adviser.token, assigned: "unassigned", pageSize: 100 });
    // The longest waiting come first: on PostgreSQL a worker's files share one database, so other
    // suites' conversations are waiting too (hence the full page).
    const row = unassigned.list.find((c) => c.id === id)!;
    expect(row.assignedTo).toBeNull();
    expect(row.waitingSeconds).not.toBeNull();

    await ok("/rest/ops/service/assign", { staffToken: adviser.token, conversationId: id, staffId: adviser.id });
    const mine = await ok<{ list: { id: number; assignedTo: { id: number; name: string } }[] }>("/rest/ops/service/list", { staffToken: adviser.token, assigned: "mine" });
    expect(mine.list.find((c) => c.id === id)?.assignedTo).toEqual({ id: adviser.id, name: adviser.name });
    const stillUnassigned = await ok<{ list: { id: number }[] }>("/rest/ops/service/list", { staffToken: adviser.token, assigned: "unassigned", pageSize: 100 });
    expect(stillUnassigned.list.some((c) => c.id === id)).toBe(false);

    // The reply is signed with the adviser's own name, whatever name the call gives.
    await ok("/rest/ops/service/reply", { staffToken: adviser.token, conversationId: id, content: "Yes, from September.", adviserName: "Someone else" });
    const seen = await ok<{ messages: { author: string; adviserName: string | null; content: string }[] }>("/rest/user/client/service/messages", { conversationId: id }, { token: student.token });
    expect(seen.messages.at(-1)).toMatchObject({ author: "staff", adviserName: adviser.name, content: "Yes, from September." });

    // Only an adviser or admin can be assigned; a moderator cannot read or answer the inbox.
    expect((await refused("/rest/ops/service/assign", { staffToken: adviser.token, conversationId: id, staffId: moderator.id })).msg).toBe("Only advisers or admins can be assigned");
    for (const [path, fields] of [
      ["/rest/ops/service/list", {}],
      ["/rest/ops/service/read", { conversationId: id }],
      ["/rest/ops/service/reply", { conversationId: id, content: "hi" }],
      ["/rest/ops/service/assign", { conversationId: id, staffId: 0 }],
    ] as const) {
      expect((await refused(path, { staffToken: moderator.token, ...fields })).msg, path).toBe("You are not allowed to do this");
    }

    await ok("/rest/ops/service/close", { staffToken: adviser.token, conversationId: id });
    const entries = await auditOf(admin, { entity: "conversation", record: String(id) });
    expect(entries.list.map((e) => [e.action, e.actor]).sort()).toEqual([
      ["service.assign", adviser.email],
      ["service.close", adviser.email],
      ["service.reply", adviser.email],
    ]);
  });
});

describe("handing a conversation to another adviser", () => {
  test("the inbox lists the advisers; the page's plain form hands a conversation to one of them, audited; a moderator is not a choice", async () => {
    const adviser = await newStaff(admin, "adviser");
    const other = await newStaff(admin, "adviser");
    const moderator = await newStaff(admin, "moderator");
    const student = await createTestUser({ userName: "hand-over-student" });
    const { conversationId: id } = await ok<{ conversationId: number }>("/rest/user/client/service/send", { content: "Can I move in early?" }, { token: student.token });

    const page = await ok<{ advisers: { id: number; name: string }[] }>("/rest/ops/service/list", { staffToken: adviser.token });
    expect(page.advisers).toEqual(expect.arrayContaining([{ id: other.id, name: other.name }, { id: adviser.id, name: adviser.name }]));
    expect(page.advisers.some((a) => a.id === moderator.id)).toBe(false);

    const { writeStaffToken } = await import("~/lib/ops.server");
    const cookie = (await writeStaffToken(adviser.token)).split(";")[0];
    const route = await import("~/routes/ops.service");
    const post = (fields: Record<string, string>) =>
      route.action({
        request: new Request("http://localhost:3000/ops/service", {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        params: {},
        context: {},
      }) as unknown as Promise<{ data: { ok: boolean; msg: string }; init: { status: number } }>;
    const handed = await post({ conversationId: String(id), intent: "assign", staffId: String(other.id) });
    expect(handed.data.ok, handed.data.msg).toBe(true);
    const theirs = await ok<{ list: { id: number; assignedTo: { id: number } | null }[] }>("/rest/ops/service/list", { staffToken: other.token, assigned: "mine", pageSize: 100 });
    expect(theirs.list.find((c) => c.id === id)?.assignedTo?.id).toBe(other.id);

    const toModerator = await post({ conversationId: String(id), intent: "assign", staffId: String(moderator.id) });
    expect(toModerator.init.status).toBe(400);
    const entries = await auditOf(admin, { entity: "conversation", record: String(id) });
    expect(entries.list.filter((e) => e.action === "service.assign")).toEqual([expect.objectContaining({ actor: adviser.email })]);
  });
});
