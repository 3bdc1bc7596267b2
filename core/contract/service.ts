import { CONTACT_KINDS } from "../contact-details";
import { serviceSendSchema } from "../schemas/service";
import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zId, zPageNum, zPageSize } from "./zod";

/**
 * The online service: a student's conversations with the advisers (`/rest/user/client/service/…`)
 * and the staff desk that answers them (`/rest/ops/service/…`, with a staff session or the break-glass `operatorToken`).
 */
const tag = "service";
const opsTag = "operator";

const iso = () => z.string().openapi({ format: "date-time" });

const message = z
  .object({
    id: z.number().int().openapi({ description: "Increasing within the site: poll with afterId = the last id you have" }),
    author: z.enum(["student", "staff"]),
    adviserName: z.string().nullable().openapi({ description: "The adviser's name (staff messages)" }),
    content: z.string().openapi({ description: "Plain text as written (render as text, never as HTML)" }),
    contactFlag: z
      .array(z.enum(CONTACT_KINDS))
      .nullable()
      .openapi({ description: "Contact details (phone, wechat, email) written before the student's booking: show the reader a warning (pay only on StudyNest)" }),
    createdAt: iso(),
  })
  .openapi("ServiceMessage");

const subject = z
  .object({
    kind: z.enum(["application", "order"]),
    code: z.string().openapi({ description: "applyCode or orderNo" }),
    name: z.string().openapi({ description: "The apartment (and room) it is for" }),
    status: z.string().openapi({ description: "The application's or order's status" }),
  })
  .openapi("ServiceSubject");

const lastMessage = z.object({ author: z.enum(["student", "staff"]), preview: z.string(), createdAt: iso() });

const conversation = z
  .object({
    id: z.number().int(),
    status: z.enum(["open", "closed"]),
    subject: subject.nullable(),
    createdAt: iso(),
    lastMessageAt: iso(),
    lastMessage: lastMessage.nullable(),
    unread: z.number().int().openapi({ description: "Adviser messages the student has not been shown yet" }),
  })
  .openapi("ServiceConversation");

const hours = z
  .object({
    timeZone: z.string().openapi({ example: "Asia/Shanghai" }),
    opens: z.string().openapi({ example: "09:00", description: "Every day, in timeZone" }),
    closes: z.string().openapi({ example: "21:00" }),
    replyWithinHours: z.number().int(),
    online: z.boolean().openapi({ description: "Advisers are online now" }),
    opensAt: iso().openapi({ description: "The opening of the current period (online) or the next one" }),
    closesAt: iso(),
    replyBy: iso().openapi({ description: "By when a message sent now should be answered" }),
  })
  .openapi("ServiceHours");

const choice = z.object({ code: z.string(), name: z.string(), status: z.string() });


const staffConversation = z
  .object({
    id: z.number().int(),
    status: z.enum(["open", "closed"]),
    student: z.object({ userCode: z.string(), name: z.string().nullable() }),
    subject: subject.nullable(),
    createdAt: iso(),
    lastMessageAt: iso(),
    lastMessage: lastMessage.nullable(),
    waitingSince: iso().nullable().openapi({ description: "The oldest unanswered student message; null when the adviser spoke last" }),
    waitingSeconds: z.number().int().nullable(),
    studentSeenAt: iso().nullable().openapi({ description: "When the student last had the conversation on screen" }),
    assignedTo: z.object({ id: z.number().int(), name: z.string() }).nullable().openapi({ description: "The adviser it is assigned to; null: unassigned" }),
  })
  .openapi("ServiceStaffConversation");

export const serviceContract = defineContract({
  "/rest/user/client/service/list": {
    summary: "The student's conversations with the advisers, and the opening hours",
    description:
      "Newest first (at most 50), each with its subject, last message and unread count; `unread` is the total. `choices` are the student's own applications and orders a new conversation may be about.",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({
      list: z.array(conversation),
      unread: z.number().int(),
      choices: z.object({ applications: z.array(choice), orders: z.array(choice) }),
      hours,
    }),
  },
  "/rest/user/client/service/messages": {
    summary: "The messages of one of the student's conversations",
    description:
      "Without afterId: the newest 200 (`hasEarlier` when there are more). With afterId: those after it, oldest first, at most 200: a client polls with the last id it has. Reading marks the conversation seen: the student is not away, and the messages answered are read.",
    tag,
    auth: "required",
    body: z.object({ conversationId: zId("msg:service_not_found"), afterId: zId().optional() }),
    response: z.object({ conversation, messages: z.array(message), hasEarlier: z.boolean() }),
  },
  "/rest/user/client/service/send": {
    summary: "Write to the advisers",
    description:
      "In a conversation (conversationId; a closed one opens again) or starting one, optionally about one of the student's own applications (applyCode) or orders (orderNo). Text 1–1,000 characters. At most 30 messages an hour and 10 new conversations a day per student. A repeated requestId answers the first message.",
    tag,
    auth: "required",
    body: serviceSendSchema,
    response: z.object({ conversationId: z.number().int(), message, created: z.boolean().openapi({ description: "A new conversation was started" }) }),
  },
  "/rest/user/client/service/unread": {
    summary: "How many adviser messages the student has not seen",
    description: "For a badge on the user menu.",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({ unread: z.number().int() }),
  },
  "/rest/ops/service/list": {
    summary: "Staff: conversations with their newest message and waiting time",
    description:
      "status open (default), closed or all. Waiting conversations first, longest wait first; then the most recent. `waitingSeconds` counts from the oldest student message no adviser has answered.",
    tag: opsTag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      status: z.enum(["open", "closed", "all"]).default("open"),
      assigned: z.enum(["all", "unassigned", "mine"]).default("all").openapi({ description: "mine: assigned to the signed-in adviser" }),
      pageNum: zPageNum(),
      pageSize: zPageSize(100, 20),
    }),
    response: z.object({
      list: z.array(staffConversation),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      totalCount: z.number().int(),
      pages: z.number().int(),
      advisers: z.array(z.object({ id: z.number().int(), name: z.string() })).openapi({ description: "Whom a conversation can be assigned to (service/assign): advisers and admins" }),
    }),
  },
  "/rest/ops/service/read": {
    summary: "Staff: one conversation with all its messages",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, conversationId: zId("msg:service_not_found") }),
    response: z.object({ conversation: staffConversation, messages: z.array(message) }),
  },
  "/rest/ops/service/reply": {
    summary: "Staff: answer a conversation",
    description:
      "Text 1–1,000 characters, signed with the adviser's name if given. When the student is away (not on the conversation in the last 5 minutes) they get one notice by SMS or e-mail per unread batch; `notice` says which was sent. A closed conversation is refused.",
    tag: opsTag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      conversationId: zId("msg:service_not_found"),
      content: serviceSendSchema.innerType().shape.content,
      adviserName: z.string().trim().max(40).optional().openapi({ description: "With the operator token; a staff session signs with the adviser's own name" }),
    }),
    response: z.object({ message, notice: z.enum(["sms", "email"]).nullable() }),
  },
  "/rest/ops/service/close": {
    summary: "Staff: close a conversation",
    description: "The student sees it closed; their next message in it opens it again.",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, conversationId: zId("msg:service_not_found") }),
    response: z.object({ id: z.number().int(), status: z.enum(["open", "closed"]) }),
  },
  "/rest/ops/service/assign": {
    summary: "Staff: assign a conversation to an adviser, or to nobody",
    description: "staffId of an adviser or admin; 0 makes it unassigned.",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, conversationId: zId("msg:service_not_found"), staffId: z.coerce.number().int().min(0).max(2_147_483_647) }),
    response: z.null(),
  },
});
