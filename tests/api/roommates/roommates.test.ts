import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, rowCounts, setupApi, type Envelope, type Fields } from "../../helpers/api";
import { newIp } from "../../helpers/accounts";

/**
 * The roommate board over the API: posting and its rules (validation, one open post per city),
 * browsing with filters and pages, expiry, interest → accept → both contacts shown (and only
 * then, in no answer before), decline, close and reopen, reports once per student, staff hiding,
 * the rate limits, idempotent submits, text kept as written, and junk input never a 500.
 */
const P = "/rest/roommate/client";
const OPS = "/rest/ops/roommate";
const OPERATOR_TOKEN = "operator-token-for-roommate-tests-7";

type Student = { userId: number; token: string; ip: string };
let cityA = { id: 0, name: { cn: "", en: "" }, currency: "", schoolId: 0, otherSchoolId: 0 };
let cityB = { id: 0, name: { cn: "", en: "" }, currency: "" };
let foreignSchoolId = 0;

async function student(name = "Roommate Tester"): Promise<Student> {
  return { ...(await createTestUser({ userName: name })), ip: newIp() };
}

function call<T = any>(path: string, fields: Fields, who?: Student | null, language: "cn" | "en" = "en"): Promise<Envelope<T>> {
  return callSigned<T>(path, fields, { token: who?.token, language, headers: { "x-forwarded-for": who?.ip ?? "10.250.0.1" } });
}

async function ok<T = any>(path: string, fields: Fields, who?: Student | null): Promise<T> {
  const r = await call<T>(path, fields, who);
  if (r.code !== 0) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

const month = (plus = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1)).toISOString().slice(0, 7);
};

/** A valid post; contacts made unique per call so a leak can be searched for. */
function postFields(extra: Fields = {}): Fields {
  const tag = randomUUID().slice(0, 8);
  return {
    cityId: cityA.id,
    month: month(2),
    budget: 900,
    roomType: "private_room",
    habits: "quiet,non_smoker",
    languages: "zh,en",
    content: "Second-year student, quiet and tidy, looking for a flatmate near campus.",
    wechat: `wx${tag}poster`,
    email: `poster-${tag}@example.com`,
    ...extra,
  };
}

async function newPost(who: Student, extra: Fields = {}) {
  const fields = postFields(extra);
  const data = await ok(`${P}/post/save`, fields, who);
  return { code: data.post.code as string, fields, post: data.post };
}

async function sql<T>(text: TemplateStringsArray, ...values: unknown[]): Promise<T[]> {
  const { query } = await import("../../../api/db/client");
  const { sql: tag } = await import("drizzle-orm");
  return query<T>(tag(text, ...values));
}

beforeAll(async () => {
  await setupApi();
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  const { resetRateLimits } = await import("../../../api/platform/rate-limit");
  await resetRateLimits();
  // Two real cities of one country: the first with at least two schools.
  const [a] = await sql<{ id: number; zh: string; en: string; currency: string; s1: number; s2: number }>`
    SELECT c.id, c.name_zh AS zh, c.name_en AS en, co.currency,
      (SELECT min(s.id) FROM schools s WHERE s.city_id = c.id) AS s1,
      (SELECT max(s.id) FROM schools s WHERE s.city_id = c.id) AS s2
    FROM cities c JOIN countries co ON co.id = c.country_id
    WHERE NOT c.synthetic AND (SELECT count(*) FROM schools s WHERE s.city_id = c.id) >= 2
    ORDER BY c.popularity DESC, c.id LIMIT 1`;
  const [b] = await sql<{ id: number; zh: string; en: string; currency: string }>`
    SELECT c.id, c.name_zh AS zh, c.name_en AS en, co.currency FROM cities c JOIN countries co ON co.id = c.country_id
    WHERE NOT c.synthetic AND c.id <> ${a.id} ORDER BY c.popularity DESC, c.id LIMIT 1`;
  const [f] = await sql<{ id: number }>`SELECT id FROM schools WHERE city_id <> ${a.id} ORDER BY id LIMIT 1`;
  cityA = { id: a.id, name: { cn: a.zh, en: a.en }, currency: a.currency, schoolId: a.s1, otherSchoolId: a.s2 };
  cityB = { id: b.id, name: { cn: b.zh, en: b.en }, currency: b.currency };
  foreignSchoolId = f.id;
});

afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

describe("cities", () => {
  test("countries with their currency, CNY per unit and real cities, in the request's language", async () => {
    const en = await ok(`${P}/cities`, {});
    const country = en.countries.find((c: { cities: { id: number }[] }) => c.cities.some((x) => x.id === cityA.id));
    expect(country.currency).toBe(cityA.currency);
    expect(country.cnyPerUnit).toBeGreaterThan(0);
    expect(country.cities.find((x: { id: number }) => x.id === cityA.id).name).toBe(cityA.name.en);
    const cn = (await call(`${P}/cities`, {}, null, "cn")).data;
    expect(cn.countries.flatMap((c: { cities: { id: number; name: string }[] }) => c.cities).find((x: { id: number }) => x.id === cityA.id).name).toBe(cityA.name.cn);
  });
});

describe("posting", () => {
  test("a visitor is asked to log in", async () => {
    expect((await call(`${P}/post/save`, postFields())).code).toBe(3);
  });

  test("a post is stored as written, with the budget in CNY at the stored rate and the owner's contacts", async () => {
    const me = await student();
    const { code, fields } = await newPost(me, { schoolId: cityA.schoolId, habits: "quiet,cooks_often", budget: 1234 });
    const [row] = await sql<{ n: number }>`SELECT count(*)::int AS n FROM roommate_posts WHERE code = ${code}`;
    expect(row.n).toBe(1);
    const mine = (await ok(`${P}/post/mine`, {}, me)).list;
    expect(mine).toHaveLength(1);
    const p = mine[0];
    expect(p).toMatchObject({ code, status: "live", month: fields.month, budget: 1234, currency: cityA.currency, roomType: "private_room", wechat: fields.wechat, email: fields.email, hiddenReason: null });
    expect(p.habits).toEqual(["quiet", "cooks_often"]);
    expect(p.languages).toEqual(["zh", "en"]);
    expect(p.school.id).toBe(cityA.schoolId);
    const [rate] = await sql<{ cny: number }>`SELECT cny FROM exchange_rates WHERE currency = ${cityA.currency} ORDER BY rate_date DESC LIMIT 1`;
    expect(p.budgetCny).toBe(Math.round(1234 * rate.cny));
    expect(p.cnyAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.authorName).toMatch(/\*/);
  });

  test("every rule of the shared schema, in the caller's language", async () => {
    const me = await student();
    const cases: [Fields, string][] = [
      [{ cityId: "" }, "Please choose a city"],
      [{ month: "2020-01" }, "Please choose a move-in month from this month to 12 months ahead"],
      [{ month: month(13) }, "Please choose a move-in month from this month to 12 months ahead"],
      [{ month: "2026-13" }, "Please choose a move-in month from this month to 12 months ahead"],
      [{ budget: 0 }, "Please give a monthly budget"],
      [{ budget: "12.5" }, "Please give a monthly budget"],
      [{ roomType: "castle" }, "Please choose a room type"],
      [{ habits: "quiet,loud" }, "Please choose habits from the list"],
      [{ habits: "early_riser,night_owl" }, "Choose either “early riser” or “night owl”, not both"],
      [{ languages: "" }, "Please choose at least one language you speak"],
      [{ languages: "klingon" }, "Please choose at least one language you speak"],
      [{ content: "too short" }, "Please write 10 to 500 characters"],
      [{ content: "x".repeat(501) }, "Please write 10 to 500 characters"],
      [{ wechat: "1abcdef" }, "A WeChat ID has 6 to 20 characters"],
      [{ wechat: "", email: "" }, "Please give a WeChat ID or an e-mail address (or both)"],
      [{ email: "not-an-email" }, "Enter a valid e-mail address"],
      [{ schoolId: foreignSchoolId }, "Choose a city first, then a school in that city"],
      [{ cityId: 2_000_000_000 }, "Please choose a city"],
    ];
    for (const [extra, message] of cases) {
      const r = await call(`${P}/post/save`, postFields(extra), me);
      expect(r.code, JSON.stringify(extra)).toBe(1);
      expect(r.msg, JSON.stringify(extra)).toContain(message);
      expect(r.data).toBeNull();
    }
    expect((await call(`${P}/post/save`, postFields({ roomType: "" }), me, "cn")).msg).toBe("请选择房型");
    expect((await ok(`${P}/post/mine`, {}, me)).list).toHaveLength(0);
  });

  test("only a WeChat ID, or only an e-mail, is enough", async () => {
    const me = await student();
    await newPost(me, { email: "" });
    await newPost(me, { cityId: cityB.id, wechat: "" });
    const list = (await ok(`${P}/post/mine`, {}, me)).list;
    expect(list.map((p: { wechat: string | null; email: string | null }) => [p.wechat === null, p.email === null]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  test("one open post per city: a second is refused naming the city; another city is fine; after closing, a new one is fine", async () => {
    const me = await student();
    const first = await newPost(me);
    const second = await call(`${P}/post/save`, postFields(), me);
    expect(second.code).toBe(1);
    expect(second.msg).toBe(`You already have a roommate post in ${cityA.name.en} (one per city); edit it under My posts`);
    expect((await call(`${P}/post/save`, postFields(), me, "cn")).msg).toBe(`您在${cityA.name.cn}已有一条室友帖子，每个城市只能有一条，请在“我的发布”中修改它`);
    await newPost(me, { cityId: cityB.id });
    // Moving the first post into the other city would make two there.
    const moved = await call(`${P}/post/save`, postFields({ postCode: first.code, cityId: cityB.id }), me);
    expect(moved.msg).toContain(`You already have a roommate post in ${cityB.name.en}`);
    await ok(`${P}/post/close`, { postCode: first.code }, me);
    const third = await newPost(me);
    // Reopening the closed first one now would make two open in the city.
    const reopen = await call(`${P}/post/reopen`, { postCode: first.code }, me);
    expect(reopen.code).toBe(1);
    expect(reopen.msg).toContain(`You already have a roommate post in ${cityA.name.en}`);
    const statuses = (await ok(`${P}/post/mine`, {}, me)).list.map((p: { code: string; status: string }) => [p.code, p.status]);
    expect(statuses).toContainEqual([first.code, "closed"]);
    expect(statuses).toContainEqual([third.code, "live"]);
  });

  test("editing changes the post in place (same code, its interests kept)", async () => {
    const me = await student();
    const other = await student();
    const { code } = await newPost(me);
    await ok(`${P}/interest/send`, { postCode: code, message: "Hi there", email: "other@example.com" }, other);
    const edited = await ok(`${P}/post/save`, postFields({ postCode: code, budget: 777, content: "Changed my mind about the budget, still quiet.", roomType: "ensuite" }), me);
    expect(edited.created).toBe(false);
    expect(edited.post).toMatchObject({ code, budget: 777, roomType: "ensuite" });
    const mine = (await ok(`${P}/post/mine`, {}, me)).list;
    expect(mine).toHaveLength(1);
    expect(mine[0].interests).toHaveLength(1);
  });

  test("a repeated requestId answers the first post; no second row", async () => {
    const me = await student();
    const requestId = randomUUID();
    const a = await ok(`${P}/post/save`, postFields({ requestId }), me);
    const b = await ok(`${P}/post/save`, postFields({ requestId }), me);
    expect(b.post.code).toBe(a.post.code);
    const [n] = await sql<{ n: number }>`SELECT count(*)::int AS n FROM roommate_posts WHERE user_id = ${me.userId}`;
    expect(n.n).toBe(1);
  });

  test("text is kept exactly as written (pages show it as text)", async () => {
    const me = await student();
    const content = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" 'single'`;
    const { code } = await newPost(me, { content });
    expect((await ok(`${P}/post/info`, { postCode: code })).post.content).toBe(content);
  });
});

describe("the board", () => {
  test("filters by city, school and month; pages; never a contact", async () => {
    const a = await student();
    const b = await student();
    const c = await student();
    const pa = await newPost(a, { schoolId: cityA.schoolId, month: month(3) });
    const pb = await newPost(b, { schoolId: cityA.otherSchoolId, month: month(4) });
    const pc = await newPost(c, { cityId: cityB.id, month: month(3) });
    const codes = (d: { list: { code: string }[] }) => d.list.map((x) => x.code);

    const inA = await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 50 });
    expect(codes(inA)).toEqual(expect.arrayContaining([pa.code, pb.code]));
    expect(codes(inA)).not.toContain(pc.code);
    for (const x of inA.list) expect(x.city.id).toBe(cityA.id);

    const atSchool = await ok(`${P}/post/list`, { cityId: cityA.id, schoolId: cityA.schoolId, pageSize: 50 });
    expect(codes(atSchool)).toContain(pa.code);
    expect(codes(atSchool)).not.toContain(pb.code);

    const inMonth = await ok(`${P}/post/list`, { month: month(3), pageSize: 50 });
    expect(codes(inMonth)).toEqual(expect.arrayContaining([pa.code, pc.code]));
    expect(codes(inMonth)).not.toContain(pb.code);
    for (const x of inMonth.list) expect(x.month).toBe(month(3));

    // Newest first, one per page.
    const all = await ok(`${P}/post/list`, { pageSize: 50 });
    const times = all.list.map((x: { publishedAt: string }) => Date.parse(x.publishedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const p1 = await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 1, pageNum: 1 });
    const p2 = await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 1, pageNum: 2 });
    expect(p1.pages).toBe(p1.totalCount);
    expect(p1.list[0].code).not.toBe(p2.list[0].code);
    expect((await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 1, pageNum: 10_000 })).list).toEqual([]);

    const text = JSON.stringify([inA, atSchool, inMonth, all]);
    for (const p of [pa, pb, pc]) {
      expect(text).not.toContain(p.fields.wechat);
      expect(text).not.toContain(p.fields.email);
    }
    expect(text).not.toContain('"userId"');
    expect((await call(`${P}/post/list`, { month: "2026-13" })).code).toBe(1);
  });

  test("a post's page: anyone reads a live post without contacts; the viewer's state for a logged-in caller", async () => {
    const owner = await student();
    const reader = await student();
    const { code, fields } = await newPost(owner);
    const anon = await ok(`${P}/post/info`, { postCode: code });
    expect(anon.viewer).toBeNull();
    expect(anon.post.status).toBe("live");
    const mine = await ok(`${P}/post/info`, { postCode: code }, owner);
    expect(mine.viewer).toMatchObject({ isOwner: true, interest: null, canSendInterest: false, canReport: false });
    const theirs = await ok(`${P}/post/info`, { postCode: code }, reader);
    expect(theirs.viewer).toEqual({ isOwner: false, interest: null, canSendInterest: true, canReport: true, reported: false });
    for (const d of [anon, mine, theirs]) {
      expect(JSON.stringify(d)).not.toContain(fields.wechat);
      expect(JSON.stringify(d)).not.toContain(fields.email);
    }
    expect((await call(`${P}/post/info`, { postCode: "zzzzzzzzzz" })).msg).toBe("This roommate post does not exist or is no longer online");
  });
});

describe("expiry", () => {
  test("after its move-in month a post leaves the board and cannot be contacted; its owner sees it expired and reopens it with a new month", async () => {
    const owner = await student();
    const other = await student();
    const { code } = await newPost(owner);
    await sql`UPDATE roommate_posts SET move_in_month = date_trunc('month', now() - interval '1 month')::date WHERE code = ${code}`;
    expect((await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 50 })).list.map((x: { code: string }) => x.code)).not.toContain(code);
    expect((await call(`${P}/post/info`, { postCode: code }, other)).code).toBe(1);
    const sent = await call(`${P}/interest/send`, { postCode: code, message: "Hello!", email: "late@example.com" }, other);
    expect(sent.code).toBe(1);
    expect((await ok(`${P}/post/mine`, {}, owner)).list[0].status).toBe("expired");
    expect((await ok(`${P}/post/info`, { postCode: code }, owner)).post.status).toBe("expired");

    const noMonth = await call(`${P}/post/reopen`, { postCode: code }, owner);
    expect(noMonth.msg).toBe("The move-in month has passed; choose a new month to reopen the post");
    const reopened = await ok(`${P}/post/reopen`, { postCode: code, month: month(1) }, owner);
    expect(reopened).toMatchObject({ status: "live", month: month(1) });
    expect((await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 1 })).list[0].code).toBe(code);
  });

  test("an expired post does not block a new one in its city: posting again closes it", async () => {
    const owner = await student();
    const old = await newPost(owner);
    await sql`UPDATE roommate_posts SET move_in_month = date_trunc('month', now() - interval '2 months')::date WHERE code = ${old.code}`;
    const fresh = await newPost(owner);
    const list = (await ok(`${P}/post/mine`, {}, owner)).list.map((p: { code: string; status: string }) => [p.code, p.status]);
    expect(list).toContainEqual([old.code, "closed"]);
    expect(list).toContainEqual([fresh.code, "live"]);
  });
});

/** Every read a student or a visitor can make, as one string: where a contact must not be. */
async function everythingVisibleTo(who: Student | null, postCode: string): Promise<string> {
  const answers: unknown[] = [await call(`${P}/post/list`, { pageSize: 50 }, who), await call(`${P}/post/info`, { postCode }, who)];
  if (who) answers.push(await call(`${P}/post/mine`, {}, who), await call(`${P}/interest/mine`, {}, who));
  return JSON.stringify(answers);
}

describe("interest → accept: contacts shown to both sides, and only then", () => {
  test("pending: no contact anywhere; accepted: each sees the other's; a third student and visitors never", async () => {
    const poster = await student();
    const sender = await student();
    const third = await student();
    const { code, fields } = await newPost(poster);
    const senderContact = { wechat: `wx${randomUUID().slice(0, 8)}send`, email: `sender-${randomUUID().slice(0, 8)}@example.com` };
    const sent = await call(`${P}/interest/send`, { postCode: code, message: "Hi! I'm quiet too.", ...senderContact }, sender);
    expect(sent.code).toBe(0);
    expect(sent.msg).toBe("Interest sent: once accepted, you both see each other's contact details");
    expect(sent.data.status).toBe("pending");
    const interestCode = sent.data.code as string;

    // Before the poster agrees: neither contact reaches the other side, nor anyone else.
    const posterView = await everythingVisibleTo(poster, code);
    expect(posterView).not.toContain(senderContact.wechat);
    expect(posterView).not.toContain(senderContact.email);
    const senderView = await everythingVisibleTo(sender, code);
    expect(senderView).not.toContain(fields.wechat);
    expect(senderView).not.toContain(fields.email);
    for (const who of [third, null]) {
      const view = await everythingVisibleTo(who, code);
      for (const secret of [fields.wechat, fields.email, senderContact.wechat, senderContact.email]) expect(view).not.toContain(secret);
    }
    // The poster sees the message and who sent it; the sender sees it pending.
    const received = (await ok(`${P}/post/mine`, {}, poster)).list[0].interests[0];
    expect(received).toMatchObject({ code: interestCode, status: "pending", message: "Hi! I'm quiet too.", contact: null });
    const mineSent = (await ok(`${P}/interest/mine`, {}, sender)).list[0];
    expect(mineSent).toMatchObject({ code: interestCode, status: "pending", contact: null, myContact: senderContact });
    expect((await ok(`${P}/post/info`, { postCode: code }, sender)).viewer).toMatchObject({ canSendInterest: false, interest: { status: "pending", contact: null } });

    const accepted = await call(`${P}/interest/answer`, { interestCode, decision: "accept" }, poster);
    expect(accepted.code).toBe(0);
    expect(accepted.msg).toBe("Accepted: you can now both see each other's contact details");

    const posterMine = (await ok(`${P}/post/mine`, {}, poster)).list[0].interests[0];
    expect(posterMine).toMatchObject({ status: "accepted", contact: senderContact });
    const senderMine = await ok(`${P}/interest/mine`, {}, sender);
    expect(senderMine.list[0]).toMatchObject({ status: "accepted", contact: { wechat: fields.wechat, email: fields.email } });
    expect(senderMine.matches).toEqual([expect.objectContaining({ role: "sender", postCode: code, contact: { wechat: fields.wechat, email: fields.email } })]);
    expect((await ok(`${P}/interest/mine`, {}, poster)).matches).toEqual([expect.objectContaining({ role: "poster", interestCode, contact: senderContact })]);
    expect((await ok(`${P}/post/info`, { postCode: code }, sender)).viewer.interest.contact).toEqual({ wechat: fields.wechat, email: fields.email });

    for (const who of [third, null]) {
      const view = await everythingVisibleTo(who, code);
      for (const secret of [fields.wechat, fields.email, senderContact.wechat, senderContact.email]) expect(view).not.toContain(secret);
    }
    // Accepting again is done already; declining now is refused.
    expect((await call(`${P}/interest/answer`, { interestCode, decision: "accept" }, poster)).code).toBe(0);
    expect((await call(`${P}/interest/answer`, { interestCode, decision: "decline" }, poster)).msg).toBe("This interest has already been answered and cannot be changed");

    // Closing the post (roommate found) keeps the match and its contacts for both.
    await ok(`${P}/post/close`, { postCode: code }, poster);
    expect((await ok(`${P}/interest/mine`, {}, sender)).matches[0].contact.email).toBe(fields.email);
    expect((await ok(`${P}/post/mine`, {}, poster)).list[0].interests[0].contact).toEqual(senderContact);
  });

  test("decline: no contact for either side; the sender sees it declined", async () => {
    const poster = await student();
    const sender = await student();
    const { code, fields } = await newPost(poster);
    const { code: interestCode } = await ok(`${P}/interest/send`, { postCode: code, message: "Can I join?", wechat: "wxsenderdecl1" }, sender);
    const declined = await call(`${P}/interest/answer`, { interestCode, decision: "decline" }, poster);
    expect(declined.msg).toBe("Interest declined");
    const s = await ok(`${P}/interest/mine`, {}, sender);
    expect(s.list[0]).toMatchObject({ status: "declined", contact: null });
    expect(s.matches).toEqual([]);
    expect(JSON.stringify(s)).not.toContain(fields.email);
    expect(JSON.stringify(await ok(`${P}/post/mine`, {}, poster))).not.toContain("wxsenderdecl1");
    expect((await call(`${P}/interest/answer`, { interestCode, decision: "accept" }, poster)).code).toBe(1);
  });

  test("refused: to one's own post, twice to one post, to a closed post; a bad decision", async () => {
    const poster = await student();
    const sender = await student();
    const { code } = await newPost(poster);
    expect((await call(`${P}/interest/send`, { postCode: code, message: "me", email: "me@example.com" }, poster)).msg).toBe("You cannot send an interest to your own post");
    await ok(`${P}/interest/send`, { postCode: code, message: "first", email: "s@example.com" }, sender);
    expect((await call(`${P}/interest/send`, { postCode: code, message: "second", email: "s@example.com" }, sender)).msg).toBe("You have already sent an interest to this post");
    expect((await call(`${P}/interest/send`, { postCode: code, message: "x" }, sender)).code).toBe(1);
    const late = await student();
    await ok(`${P}/post/close`, { postCode: code }, poster);
    expect((await call(`${P}/interest/send`, { postCode: code, message: "too late", email: "l@example.com" }, late)).code).toBe(1);
    expect((await call(`${P}/interest/answer`, { interestCode: "abcdefghij", decision: "maybe" }, poster)).msg).toBe("Please choose accept or decline");
    expect((await call(`${P}/interest/send`, { postCode: code, message: "no contact" }, late)).msg).toBe("Please give a WeChat ID or an e-mail address (or both)");
  });

  test("a repeated requestId answers the first interest", async () => {
    const poster = await student();
    const sender = await student();
    const { code } = await newPost(poster);
    const requestId = randomUUID();
    const a = await ok(`${P}/interest/send`, { postCode: code, message: "hello", email: "r@example.com", requestId }, sender);
    const b = await ok(`${P}/interest/send`, { postCode: code, message: "hello", email: "r@example.com", requestId }, sender);
    expect(b.code).toBe(a.code);
  });
});

describe("close and reopen", () => {
  test("closing takes the post off the board (twice is the same); reopening puts it back at the top", async () => {
    const owner = await student();
    const { code } = await newPost(owner);
    const closed = await call(`${P}/post/close`, { postCode: code }, owner);
    expect(closed.msg).toBe("The post is closed and no longer on the roommate board");
    expect(closed.data.status).toBe("closed");
    expect((await ok(`${P}/post/close`, { postCode: code }, owner)).status).toBe("closed");
    expect((await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 50 })).list.map((x: { code: string }) => x.code)).not.toContain(code);
    expect((await call(`${P}/post/info`, { postCode: code })).code).toBe(1);
    const reopened = await call(`${P}/post/reopen`, { postCode: code }, owner);
    expect(reopened.msg).toBe("The post is back on the roommate board");
    expect(reopened.data.status).toBe("live");
    expect((await ok(`${P}/post/list`, { cityId: cityA.id, pageSize: 1 })).list[0].code).toBe(code);
    expect((await call(`${P}/post/reopen`, { postCode: code, month: "1999-01" }, owner)).code).toBe(1);
  });
});

describe("reports and staff", () => {
  test("a student reports a post once; not their own; staff list it with its reports", async () => {
    const owner = await student();
    const r1 = await student();
    const r2 = await student();
    const { code } = await newPost(owner);
    expect((await call(`${P}/report`, { postCode: code, reason: "spam" }, owner)).msg).toBe("You cannot report your own post");
    const first = await call(`${P}/report`, { postCode: code, reason: "scam", text: "Asks for a deposit by transfer" }, r1);
    expect(first.msg).toBe("Thank you: our staff will look into it");
    expect((await call(`${P}/report`, { postCode: code, reason: "spam" }, r1)).msg).toBe("You have already reported this post");
    expect((await call(`${P}/report`, { postCode: code, reason: "because" }, r2)).msg).toBe("Please choose a reason");
    expect((await call(`${P}/report`, { postCode: code, reason: "other", text: "x".repeat(301) }, r2)).msg).toBe("The report can be at most 300 characters");
    await ok(`${P}/report`, { postCode: code, reason: "fake" }, r2);
    expect((await ok(`${P}/post/info`, { postCode: code }, r1)).viewer).toMatchObject({ reported: true, canReport: false });
    const [n] = await sql<{ n: number }>`SELECT count(*)::int AS n FROM roommate_reports r JOIN roommate_posts p ON p.id = r.post_id WHERE p.code = ${code}`;
    expect(n.n).toBe(2);

    // Neither a staff session nor the token: the console's not-signed-in refusal (code 3).
    expect((await call(`${OPS}/reports`, {})).code).toBe(3);
    expect((await call(`${OPS}/reports`, { operatorToken: "wrong-token-wrong-token" })).code).toBe(1);
    expect((await call(`${OPS}/reports`, { operatorToken: r1.token }, r1)).code).toBe(1);
    const listed = await ok(`${OPS}/reports`, { operatorToken: OPERATOR_TOKEN, pageSize: 100 });
    const item = listed.list.find((x: { postCode: string }) => x.postCode === code);
    expect(item).toMatchObject({ reportCount: 2, status: "live", cityName: cityA.name.en });
    expect(item.reports.map((x: { reason: string }) => x.reason).sort()).toEqual(["fake", "scam"]);
    expect(item.reports.find((x: { reason: string }) => x.reason === "scam").text).toBe("Asks for a deposit by transfer");
  });

  test("staff hide a post with a reason: gone from the board, its page and the sender's list; no contact shown; its owner sees why; unhide restores", async () => {
    const owner = await student();
    const sender = await student();
    const pending = await student();
    const { code, fields } = await newPost(owner);
    const senderContact = { wechat: "wxhiddenmatch1", email: "hidden-match@example.com" };
    const { code: interestCode } = await ok(`${P}/interest/send`, { postCode: code, message: "Matched before hiding", ...senderContact }, sender);
    const { code: pendingCode } = await ok(`${P}/interest/send`, { postCode: code, message: "Still waiting", email: "pending@example.com" }, pending);
    await ok(`${P}/interest/answer`, { interestCode, decision: "accept" }, owner);

    expect((await call(`${OPS}/hide`, { postCode: code, reason: "x" })).code).toBe(3);
    expect((await call(`${OPS}/hide`, { operatorToken: owner.token, postCode: code, reason: "x" })).code).toBe(1);
    expect((await call(`${OPS}/hide`, { operatorToken: OPERATOR_TOKEN, postCode: code })).msg).toBe("Give a reason for hiding (1 to 200 characters)");
    expect((await call(`${OPS}/hide`, { operatorToken: OPERATOR_TOKEN, postCode: "zzzzzzzzzz", reason: "spam" })).code).toBe(1);
    const hidden = await call(`${OPS}/hide`, { operatorToken: OPERATOR_TOKEN, postCode: code, reason: "Asked for money up front" });
    expect(hidden.data).toEqual({ postCode: code, hidden: true, status: "hidden" });

    expect((await ok(`${P}/post/list`, { pageSize: 50, cityId: cityA.id })).list.map((x: { code: string }) => x.code)).not.toContain(code);
    expect((await call(`${P}/post/info`, { postCode: code }, sender)).code).toBe(1);
    const senderMine = await ok(`${P}/interest/mine`, {}, sender);
    expect(senderMine.list.map((x: { code: string }) => x.code)).not.toContain(interestCode);
    expect(senderMine.matches).toEqual([]);
    expect(JSON.stringify(senderMine)).not.toContain(fields.email);
    const ownerMine = (await ok(`${P}/post/mine`, {}, owner)).list[0];
    expect(ownerMine).toMatchObject({ status: "hidden", hiddenReason: "Asked for money up front" });
    expect(JSON.stringify(ownerMine.interests)).not.toContain(senderContact.email);
    expect((await ok(`${P}/interest/mine`, {}, owner)).matches).toEqual([]);
    // The owner can neither change, reopen nor answer while it is hidden; nor post again in the city.
    expect((await call(`${P}/post/save`, postFields({ postCode: code }), owner)).msg).toBe("This post was hidden by our staff: it cannot be changed, reopened or answered");
    expect((await call(`${P}/post/reopen`, { postCode: code }, owner)).code).toBe(1);
    expect((await call(`${P}/interest/answer`, { interestCode: pendingCode, decision: "accept" }, owner)).code).toBe(1);
    expect((await call(`${P}/post/save`, postFields(), owner)).msg).toBe(`Your roommate post in ${cityA.name.en} was hidden by our staff; you cannot post again in that city for now`);
    expect((await call(`${P}/interest/send`, { postCode: code, message: "hi", email: "x@example.com" }, await student())).code).toBe(1);
    const visible = await ok(`${OPS}/reports`, { operatorToken: OPERATOR_TOKEN, visible: 1, pageSize: 100 });
    expect(visible.list.map((x: { postCode: string }) => x.postCode)).not.toContain(code);

    const shown = await call(`${OPS}/hide`, { operatorToken: OPERATOR_TOKEN, postCode: code, hidden: 0 });
    expect(shown.data).toEqual({ postCode: code, hidden: false, status: "live" });
    expect((await ok(`${P}/interest/mine`, {}, sender)).matches[0].contact.email).toBe(fields.email);
    expect((await ok(`${P}/post/mine`, {}, owner)).list[0]).toMatchObject({ status: "live", hiddenReason: null });
  });
});

describe("rate limits (per student and per client address)", () => {
  test("posts and edits: 10 an hour per student", async () => {
    const me = await student();
    const { code } = await newPost(me);
    for (let i = 1; i < 10; i++) await ok(`${P}/post/save`, postFields({ postCode: code, budget: 100 + i }), me);
    const refused = await call(`${P}/post/save`, postFields({ postCode: code, budget: 1 }), me);
    expect(refused.msg).toBe("Too many posts and edits; please try again later");
    expect((await call(`${P}/post/reopen`, { postCode: code }, me)).code).toBe(1);
    expect((await ok(`${P}/post/mine`, {}, me)).list[0].budget).toBe(109);
  });

  test("posts: 30 an hour per client address (RATE_IP_ROOMMATE_POSTS_PER_HOUR), whoever posts", async () => {
    const ip = newIp();
    const users = await Promise.all(Array.from({ length: 4 }, () => student()));
    let accepted = 0;
    let refused: Envelope | undefined;
    for (const u of users) {
      const created = await call(`${P}/post/save`, postFields(), { ...u, ip });
      if (created.code !== 0) {
        refused = created;
        break;
      }
      accepted++;
      for (let i = 0; i < 9 && !refused; i++) {
        const r = await call(`${P}/post/save`, postFields({ postCode: created.data.post.code }), { ...u, ip });
        if (r.code === 0) accepted++;
        else refused = r;
      }
      if (refused) break;
    }
    expect(accepted).toBe(30);
    expect(refused?.msg).toBe("Too many posts and edits; please try again later");
  });

  test("interests: 20 a day per student, 60 per client address", async () => {
    const { ROOMMATE_INTERESTS_PER_DAY } = await import("../../../api/platform/rate-limit");
    const { env } = await import("#core/env.server");
    expect([ROOMMATE_INTERESTS_PER_DAY, env().RATE_IP_ROOMMATE_INTERESTS_PER_DAY]).toEqual([20, 60]);
    // 21 posters in the city, one post each.
    const posters = await Promise.all(Array.from({ length: 21 }, () => student()));
    const codes: string[] = [];
    for (const p of posters) codes.push((await newPost(p)).code);
    const sender = await student();
    for (let i = 0; i < 20; i++) await ok(`${P}/interest/send`, { postCode: codes[i], message: "hi", email: "many@example.com" }, sender);
    expect((await call(`${P}/interest/send`, { postCode: codes[20], message: "hi", email: "many@example.com" }, sender)).msg).toBe("Too many interests sent; please try again tomorrow");
    // Three students on one address: 60 pass, the 61st is refused.
    const ip = newIp();
    const crowd = await Promise.all(Array.from({ length: 4 }, () => student()));
    let sent = 0;
    let last: Envelope | undefined;
    for (const u of crowd) {
      for (let i = 0; i < 20 && sent < 61; i++) {
        last = await call(`${P}/interest/send`, { postCode: codes[i], message: "hi", email: "crowd@example.com" }, { ...u, ip });
        if (last.code !== 0) break;
        sent++;
      }
      if (last && last.code !== 0) break;
    }
    expect(sent).toBe(60);
    expect(last?.msg).toBe("Too many interests sent; please try again tomorrow");
  });
});

describe("junk input", () => {
  test("every endpoint answers code 1 or 3 to malformed fields, never a 500, and writes nothing", async () => {
    const me = await student();
    const before = await rowCounts(["roommate_posts", "roommate_interests", "roommate_reports"]);
    const BAD = ["' OR 1=1 --", "<script>alert(1)</script>", "\u0000\u0001", "-1", "1e309", "NaN", "99999999999999999999", "x".repeat(5000), "2025-13", "quiet,castle"];
    const fields: Record<string, string[]> = {
      [`${P}/post/list`]: ["cityId", "schoolId", "month", "pageNum", "pageSize"],
      [`${P}/post/info`]: ["postCode"],
      [`${P}/post/save`]: ["postCode", "cityId", "schoolId", "month", "budget", "roomType", "habits", "languages", "wechat", "email"],
      [`${P}/post/close`]: ["postCode"],
      [`${P}/post/reopen`]: ["postCode", "month"],
      [`${P}/interest/send`]: ["postCode", "message", "wechat", "email", "requestId"],
      [`${P}/interest/answer`]: ["interestCode", "decision"],
      [`${P}/report`]: ["postCode", "reason", "text"],
      [`${OPS}/hide`]: ["operatorToken", "postCode", "hidden", "reason"],
      [`${OPS}/reports`]: ["operatorToken", "visible", "pageNum", "pageSize"],
    };
    let calls = 0;
    for (const [path, names] of Object.entries(fields)) {
      for (const name of names) {
        for (const bad of BAD) {
          const r = await call(path, { ...(path.includes("save") ? postFields() : {}), [name]: bad }, me);
          calls++;
          expect([1, 3], `${path} ${name}=${bad.slice(0, 20)}: ${r.msg}`).toContain(r.code);
          expect(r.msg).not.toMatch(/at .*\.ts:\d+|Error:/);
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    expect(await rowCounts(["roommate_posts", "roommate_interests", "roommate_reports"])).toEqual(before);
  });
});
