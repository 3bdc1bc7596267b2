import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { serviceHoursText, serviceState, SERVICE_HOURS } from "#core/service-hours";
import { db, query } from "../db/client";
import { planned } from "../db/planned";
import { applications, orders, serviceConversations, serviceMessages } from "../db/schema";
import { ApiError } from "../http/envelope";
import { pick } from "../applications";
import { once, type Tx } from "../platform/idempotency";
import type { ContactKind } from "#core/contact-details";
import { contactFlag } from "../platform/contact-flag";
import { publishLive, serviceTopic } from "#core/live-events.server";
import { PersonalCache, personalDataChanged, personalTopic } from "#core/personal-cache.server";

/**
 * The online service's records: a student's conversations with the advisers and their messages.
 * Every student query is filtered by the session's user; a conversation id of someone else's
 * answers exactly what a missing one does. Staff queries (api/service/endpoints.ts, behind
 * operatorToken) see every conversation.
 */

/** Messages answered per read: the newest this many, or this many after `afterId`. */
export const MESSAGES_PER_READ = 200;
const CONVERSATIONS_PER_LIST = 50;
const PREVIEW_CHARS = 120;

export type Author = "student" | "staff";
export interface MessageView {
  id: number;
  author: Author;
  adviserName: string | null;
  content: string;
  /** Contact details written before the student's booking: the reader is warned. */
  contactFlag: ContactKind[] | null;
  createdAt: string;
}

export interface SubjectView {
  kind: "application" | "order";
  code: string;
  name: string;
  status: string;
}

export interface ConversationView {
  id: number;
  status: "open" | "closed";
  subject: SubjectView | null;
  createdAt: string;
  lastMessageAt: string;
  lastMessage: { author: Author; preview: string; createdAt: string } | null;
  unread: number;
}

export interface StaffConversationView extends Omit<ConversationView, "unread"> {
  student: { userCode: string; name: string | null };
  waitingSince: string | null;
  waitingSeconds: number | null;
  studentSeenAt: string | null;
  assignedTo: { id: number; name: string } | null;
}

const isoOf = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : isoOf(v));

type Row = {
  id: number;
  status: "open" | "closed";
  created_at: Date | string;
  last_message_at: Date | string;
  waiting_since: Date | string | null;
  student_seen_at: Date | string | null;
  subject_kind: "application" | "order" | null;
  subject_code: string | null;
  subject_status: string | null;
  building_zh: string | null;
  building_en: string | null;
  room_zh: string | null;
  room_en: string | null;
  last_author: Author | null;
  last_preview: string | null;
  last_at: Date | string | null;
  unread: number;
  user_code: string;
  user_name: string | null;
  waiting_seconds: number | null;
  assigned_id: number | null;
  assigned_name: string | null;
  total: number;
};

/** One query for both desks: the conversation, its subject, its last message and its unread count. */
function conversationRows(where: SQL, order: SQL, limit: number, offset = 0, plan = false): Promise<Row[]> {
  const q = sql`
    SELECT c.id, c.status, c.created_at, c.last_message_at, c.waiting_since, c.student_seen_at,
      CASE WHEN a.id IS NOT NULL THEN 'application' WHEN o.id IS NOT NULL THEN 'order' END AS subject_kind,
      coalesce(a.apply_code, o.order_no) AS subject_code,
      coalesce(a.status::text, o.status::text) AS subject_status,
      b.name_zh AS building_zh, b.name_en AS building_en, r.name_zh AS room_zh, r.name_en AS room_en,
      lm.author AS last_author, left(lm.content, ${PREVIEW_CHARS}) AS last_preview, lm.created_at AS last_at,
      (SELECT count(*)::int FROM service_messages u WHERE u.conversation_id = c.id AND u.author = 'staff' AND u.id > c.student_read_id) AS unread,
      us.user_code, coalesce(us.user_name, us.real_name) AS user_name,
      CASE WHEN c.waiting_since IS NULL THEN NULL ELSE greatest(0, floor(extract(epoch FROM now() - c.waiting_since)))::int END AS waiting_seconds,
      c.assigned_to AS assigned_id, sa.name AS assigned_name,
      count(*) OVER ()::int AS total
    FROM service_conversations c
    JOIN users us ON us.id = c.user_id
    LEFT JOIN staff_accounts sa ON sa.id = c.assigned_to
    LEFT JOIN applications a ON a.id = c.application_id
    LEFT JOIN orders o ON o.id = c.order_id
    LEFT JOIN buildings b ON b.id = coalesce(a.building_id, o.building_id)
    LEFT JOIN rooms r ON r.id = coalesce(a.room_id, o.room_id)
    LEFT JOIN LATERAL (
      SELECT m.author, m.content, m.created_at FROM service_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
    ) lm ON true
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`;
  return query<Row>(plan ? planned(q) : q);
}

function subjectOf(r: Row, lang: Lang): SubjectView | null {
  if (!r.subject_kind || !r.subject_code) return null;
  const building = pick(lang, r.building_zh, r.building_en);
  const room = r.room_zh || r.room_en ? pick(lang, r.room_zh, r.room_en) : "";
  return { kind: r.subject_kind, code: r.subject_code, name: room ? `${building} · ${room}` : building, status: r.subject_status ?? "" };
}

function studentView(r: Row, lang: Lang): ConversationView {
  return {
    id: r.id,
    status: r.status,
    subject: subjectOf(r, lang),
    createdAt: isoOf(r.created_at),
    lastMessageAt: isoOf(r.last_message_at),
    lastMessage: r.last_author && r.last_at ? { author: r.last_author, preview: r.last_preview ?? "", createdAt: isoOf(r.last_at) } : null,
    unread: r.unread,
  };
}

function staffView(r: Row, lang: Lang): StaffConversationView {
  const { unread: _unread, ...rest } = studentView(r, lang);
  return {
    ...rest,
    student: { userCode: r.user_code, name: r.user_name },
    waitingSince: isoOrNull(r.waiting_since),
    waitingSeconds: r.waiting_seconds,
    studentSeenAt: isoOrNull(r.student_seen_at),
    assignedTo: r.assigned_id ? { id: r.assigned_id, name: r.assigned_name ?? "" } : null,
  };
}

const messageColumns = {
  id: serviceMessages.id,
  author: serviceMessages.author,
  adviserName: serviceMessages.adviserName,
  content: serviceMessages.content,
  contactFlag: serviceMessages.contactFlag,
  createdAt: serviceMessages.createdAt,
};
const messageView = (m: { id: number; author: Author; adviserName: string | null; content: string; contactFlag: string[] | null; createdAt: Date }): MessageView => ({
  ...m,
  contactFlag: m.contactFlag && m.contactFlag.length ? (m.contactFlag as ContactKind[]) : null,
  createdAt: isoOf(m.createdAt),
});

/** The opening hours and whether advisers are online now (core/service-hours.ts). */
export function hoursView(now = new Date()) {
  const state = serviceState(now);
  const { opens, closes } = serviceHoursText();
  return {
    timeZone: SERVICE_HOURS.timeZone,
    opens,
    closes,
    replyWithinHours: SERVICE_HOURS.replyWithinHours,
    online: state.online,
    opensAt: state.opensAt.toISOString(),
    closesAt: state.closesAt.toISOString(),
    replyBy: state.replyBy.toISOString(),
  };
}

// ---- the student's side ----------------------------------------------------------------------

/**
 * The student's applications and orders a conversation may be about, newest first (50 of each):
 * one statement for both, since the service page asks it on every view.
 */
async function subjectChoices(userId: number, lang: Lang) {
  // Every view of the student's service page: prepared once (planned.ts).
  const rows = await query<{ kind: "application" | "order"; code: string; status: string; zh: string; en: string; room_zh: string | null; room_en: string | null }>(planned(sql`
    (SELECT 'application' AS kind, a.apply_code AS code, a.status::text AS status, b.name_zh AS zh, b.name_en AS en, r.name_zh AS room_zh, r.name_en AS room_en
      FROM applications a JOIN buildings b ON b.id = a.building_id LEFT JOIN rooms r ON r.id = a.room_id
      WHERE a.user_id = ${userId} ORDER BY a.created_at DESC, a.id DESC LIMIT 50)
    UNION ALL
    (SELECT 'order', o.order_no, o.status::text, b.name_zh, b.name_en, r.name_zh, r.name_en
      FROM orders o JOIN buildings b ON b.id = o.building_id LEFT JOIN rooms r ON r.id = o.room_id
      WHERE o.user_id = ${userId} ORDER BY o.created_at DESC, o.id DESC LIMIT 50)`));
  const name = (r: (typeof rows)[number]) => {
    const room = r.room_zh || r.room_en ? pick(lang, r.room_zh, r.room_en) : "";
    return room ? `${pick(lang, r.zh, r.en)} · ${room}` : pick(lang, r.zh, r.en);
  };
  const of = (kind: "application" | "order") => rows.filter((r) => r.kind === kind).map((r) => ({ code: r.code, name: name(r), status: r.status }));
  return { applications: of("application"), orders: of("order") };
}

/**
 * The user menu's badge, asked by every page a signed-in student opens: kept per student in this
 * process, dropped when an adviser replies or the student reads (personalTopic, announced by
 * storeStaffReply and readForStudent here and, with REDIS_URL, on every instance), one minute at most.
 */
const unread = new PersonalCache<number, number>({ ttlMs: 60_000, max: 20_000, topicsOfKey: (userId) => [personalTopic(userId)] });

export function unreadCount(userId: number): Promise<number> {
  return unread.get(userId, async () => {
    const [row] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM service_messages m JOIN service_conversations c ON c.id = m.conversation_id
      WHERE c.user_id = ${userId} AND m.author = 'staff' AND m.id > c.student_read_id`);
    return row?.n ?? 0;
  });
}

export async function listForStudent(userId: number, lang: Lang) {
  const [rows, unread, choices] = await Promise.all([
    // Every view of the student's service page: prepared once (planned.ts).
    conversationRows(sql`c.user_id = ${userId}`, sql`c.last_message_at DESC, c.id DESC`, CONVERSATIONS_PER_LIST, 0, true),
    unreadCount(userId),
    subjectChoices(userId, lang),
  ]);
  return { list: rows.map((r) => studentView(r, lang)), unread, choices, hours: hoursView() };
}

async function ownConversation(userId: number, conversationId: number) {
  const [row] = await db()
    .select({ id: serviceConversations.id, status: serviceConversations.status })
    .from(serviceConversations)
    .where(and(eq(serviceConversations.id, conversationId), eq(serviceConversations.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError("service_not_found");
  return row;
}

/**
 * The student's view of one conversation: the newest messages, or those after `afterId`. It is
 * on the student's screen now, so it is marked seen (the student is not away) and what it
 * answers is read.
 */
export async function readForStudent(userId: number, conversationId: number, afterId: number | undefined, lang: Lang) {
  await ownConversation(userId, conversationId);
  const where = eq(serviceMessages.conversationId, conversationId);
  let messages: MessageView[];
  let hasEarlier = false;
  if (afterId) {
    const rows = await db()
      .select(messageColumns)
      .from(serviceMessages)
      .where(and(where, gt(serviceMessages.id, afterId)))
      .orderBy(asc(serviceMessages.id))
      .limit(MESSAGES_PER_READ);
    messages = rows.map(messageView);
  } else {
    const rows = await db()
      .select(messageColumns)
      .from(serviceMessages)
      .where(where)
      .orderBy(desc(serviceMessages.id))
      .limit(MESSAGES_PER_READ + 1);
    hasEarlier = rows.length > MESSAGES_PER_READ;
    messages = rows.slice(0, MESSAGES_PER_READ).reverse().map(messageView);
  }
  const lastId = messages.length ? messages[messages.length - 1].id : 0;
  // The subquery of RETURNING reads the row as it was before this statement.
  const [read] = await query<{ before: number }>(sql`
    UPDATE service_conversations SET student_seen_at = now(), student_read_id = greatest(student_read_id, ${lastId})
    WHERE id = ${conversationId}
    RETURNING (SELECT student_read_id FROM service_conversations WHERE id = ${conversationId}) AS before`);
  // Replies newly read: the badge (unreadCount) counts again.
  if (read && read.before < lastId) personalDataChanged(userId);
  const [row] = await conversationRows(sql`c.id = ${conversationId}`, sql`c.id`, 1);
  return { conversation: studentView(row, lang), messages, hasEarlier };
}

/** The id of the student's own application or order, or the refusal a missing one gets. */
async function ownSubject(userId: number, input: { applyCode?: string; orderNo?: string }) {
  if (input.applyCode) {
    const [a] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.applyCode, input.applyCode), eq(applications.userId, userId)))
      .limit(1);
    if (!a) throw new ApiError("apply_not_found");
    return { applicationId: a.id, orderId: null };
  }
  if (input.orderNo) {
    const [o] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, input.orderNo), eq(orders.userId, userId)))
      .limit(1);
    if (!o) throw new ApiError("order_not_found");
    return { applicationId: null, orderId: o.id };
  }
  return { applicationId: null, orderId: null };
}

export interface SendInput {
  content: string;
  conversationId?: number;
  applyCode?: string;
  orderNo?: string;
  requestId?: string;
}

/** Checks what a student's message refers to before any limit is counted. */
export async function checkStudentSend(userId: number, input: SendInput) {
  if (input.conversationId) {
    await ownConversation(userId, input.conversationId);
    return { applicationId: null, orderId: null };
  }
  return ownSubject(userId, input);
}

/**
 * Stores a student's message, in their conversation (opening it again if staff closed it) or in
 * a new one about `subject`; once per requestId (a repeat answers the first message).
 */
export async function storeStudentMessage(
  userId: number,
  owner: string,
  input: SendInput,
  subject: { applicationId: number | null; orderId: number | null }
): Promise<{ conversationId: number; message: MessageView; created: boolean }> {
  const flag = await contactFlag(userId, input.content);
  const { id, repeated } = await once("service-message", owner, input.requestId, async (tx: Tx) => {
    let conversationId = input.conversationId;
    if (!conversationId) {
      const [c] = await tx
        .insert(serviceConversations)
        .values({ userId, ...subject })
        .returning({ id: serviceConversations.id });
      conversationId = c.id;
    }
    const [m] = await tx.insert(serviceMessages).values({ conversationId, author: "student", content: input.content, contactFlag: flag }).returning({ id: serviceMessages.id });
    await tx
      .update(serviceConversations)
      .set({
        status: "open",
        closedAt: null,
        lastMessageAt: sql`now()`,
        waitingSince: sql`coalesce(${serviceConversations.waitingSince}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(serviceConversations.id, conversationId));
    return m.id;
  });
  const [m] = await db()
    .select({ ...messageColumns, conversationId: serviceMessages.conversationId })
    .from(serviceMessages)
    .where(eq(serviceMessages.id, id));
  const { conversationId, ...message } = m;
  // Committed: the student's other open pages read it now.
  publishLive(serviceTopic(conversationId));
  return { conversationId, message: messageView(message), created: !input.conversationId && !repeated };
}

// ---- the staff desk --------------------------------------------------------------------------

/**
 * The staff desk's list. `assigned`: every conversation, the unassigned ones, or those of one
 * adviser (`assignedId`, the console's "mine").
 */
export async function staffList(
  input: { status: "open" | "closed" | "all"; pageNum: number; pageSize: number; assigned?: "all" | "unassigned" | "mine"; assignedId?: number },
  lang: Lang,
) {
  const parts: SQL[] = [input.status === "all" ? sql`true` : sql`c.status = ${input.status}`];
  if (input.assigned === "unassigned") parts.push(sql`c.assigned_to IS NULL`);
  if (input.assigned === "mine") parts.push(sql`c.assigned_to = ${input.assignedId ?? 0}`);
  const where = sql.join(parts, sql` AND `);
  const rows = await conversationRows(
    where,
    sql`c.waiting_since ASC NULLS LAST, c.last_message_at DESC, c.id DESC`,
    input.pageSize,
    (input.pageNum - 1) * input.pageSize
  );
  let totalCount = rows[0]?.total ?? 0;
  if (!rows.length && input.pageNum > 1) {
    const [c] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM service_conversations c WHERE ${where}`);
    totalCount = c?.n ?? 0;
  }
  return {
    list: rows.map((r) => staffView(r, lang)),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    totalCount,
    pages: Math.ceil(totalCount / input.pageSize),
  };
}

/** What a staff action also writes in its own transaction (the console's audit entry). */
export type InTransaction = (tx: Tx, before: { status: "open" | "closed"; assignedTo: number | null }) => Promise<void>;

/** Assigns a conversation to an adviser (or back to nobody). */
export async function assignConversation(conversationId: number, staffId: number | null, record?: InTransaction) {
  await db().transaction(async (tx) => {
    const [c] = await tx
      .select({ status: serviceConversations.status, assignedTo: serviceConversations.assignedTo })
      .from(serviceConversations)
      .where(eq(serviceConversations.id, conversationId))
      .for("update");
    if (!c) throw new ApiError("service_not_found");
    await tx.update(serviceConversations).set({ assignedTo: staffId, updatedAt: sql`now()` }).where(eq(serviceConversations.id, conversationId));
    await record?.(tx, c);
  });
}

async function staffConversation(conversationId: number, lang: Lang): Promise<StaffConversationView> {
  const [row] = await conversationRows(sql`c.id = ${conversationId}`, sql`c.id`, 1);
  if (!row) throw new ApiError("service_not_found");
  return staffView(row, lang);
}

/** Every message of a conversation, oldest first (staff read the whole thread). */
export async function staffRead(conversationId: number, lang: Lang) {
  const conversation = await staffConversation(conversationId, lang);
  const rows = await db()
    .select(messageColumns)
    .from(serviceMessages)
    .where(eq(serviceMessages.conversationId, conversationId))
    .orderBy(asc(serviceMessages.id));
  return { conversation, messages: rows.map(messageView) };
}

/** Stores an adviser's reply; the conversation stops waiting. Answers the message and the student's id. */
export async function storeStaffReply(conversationId: number, content: string, adviserName: string | undefined, record?: InTransaction) {
  // An adviser's reply is flagged like a student's: before a booking the student is warned
  // whoever wrote the details (an account taken over, a mistaken paste). Worked out before the
  // transaction: the embedded database has one connection, which the transaction holds.
  const [owner] = await db().select({ userId: serviceConversations.userId }).from(serviceConversations).where(eq(serviceConversations.id, conversationId));
  const flag = owner ? await contactFlag(owner.userId, content) : null;
  const stored = await db().transaction(async (tx) => {
    const [c] = await tx
      .select({ id: serviceConversations.id, status: serviceConversations.status, userId: serviceConversations.userId, assignedTo: serviceConversations.assignedTo })
      .from(serviceConversations)
      .where(eq(serviceConversations.id, conversationId))
      .for("update");
    if (!c) throw new ApiError("service_not_found");
    if (c.status === "closed") throw new ApiError("service_closed");
    const [m] = await tx
      .insert(serviceMessages)
      .values({ conversationId, author: "staff", adviserName: adviserName || null, content, contactFlag: flag })
      .returning(messageColumns);
    await tx
      .update(serviceConversations)
      .set({ lastMessageAt: sql`now()`, waitingSince: null, updatedAt: sql`now()` })
      .where(eq(serviceConversations.id, conversationId));
    await record?.(tx, c);
    return { message: messageView(m), userId: c.userId };
  });
  // Committed: the student's open pages read it now, and the badge counts it.
  publishLive(serviceTopic(conversationId));
  personalDataChanged(stored.userId);
  return stored;
}

export async function closeConversation(conversationId: number, record?: InTransaction) {
  const row = await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: serviceConversations.status, assignedTo: serviceConversations.assignedTo })
      .from(serviceConversations)
      .where(eq(serviceConversations.id, conversationId))
      .for("update");
    if (!before) throw new ApiError("service_not_found");
    const [closed] = await tx
      .update(serviceConversations)
      .set({ status: "closed", closedAt: sql`now()`, waitingSince: null, updatedAt: sql`now()` })
      .where(eq(serviceConversations.id, conversationId))
      .returning({ id: serviceConversations.id, status: serviceConversations.status });
    await record?.(tx, before);
    return closed;
  });
  publishLive(serviceTopic(conversationId));
  return row;
}
