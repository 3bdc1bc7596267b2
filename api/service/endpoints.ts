import { serviceContract } from "#core/contract/service";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { limitServiceMessage } from "../platform/rate-limit";
import {
  assignConversation,
  checkStudentSend,
  closeConversation,
  listForStudent,
  readForStudent,
  staffList,
  staffRead,
  storeStaffReply,
  storeStudentMessage,
  unreadCount,
} from "./service";
import { ownerOf } from "../platform/idempotency";
import { noticeIfAway } from "./notice";
import { allowedActor, assignableAdvisers, audit, requireAdviser, type Actor } from "../staff";

/**
 * The online service (core/contract/service.ts): the student's conversations with the advisers,
 * and the staff desk that answers them (a staff session whose role allows it, or the break-glass operator token; every change audited).
 */
export const serviceEndpoints = implement(serviceContract, {
  "/rest/user/client/service/list": async (_, ctx) => listForStudent((await ctx.requireUser()).id, ctx.lang),
  "/rest/user/client/service/messages": async (input, ctx) => readForStudent((await ctx.requireUser()).id, input.conversationId, input.afterId, ctx.lang),
  "/rest/user/client/service/send": async (input, ctx) => {
    const user = await ctx.requireUser();
    // Ownership first: someone else's conversation, application or order is refused before
    // any limit is counted.
    const subject = await checkStudentSend(user.id, input);
    const limit = await limitServiceMessage(user.id, !input.conversationId);
    if (!limit.ok) {
      if (limit.reason === "unavailable") throw new ApiError("service_busy");
      throw new ApiError(limit.name === "serviceStartUser" ? "service_start_limit" : "service_limit");
    }
    return new Reply(await storeStudentMessage(user.id, ownerOf(ctx, user.id), input, subject), "service_sent");
  },
  "/rest/user/client/service/unread": async (_, ctx) => ({ unread: await unreadCount((await ctx.requireUser()).id) }),

  "/rest/ops/service/list": async (input, ctx) => {
    const actor = await staffActor(input, ctx, "read");
    const [page, advisers] = await Promise.all([staffList({ ...input, assignedId: actor.kind === "staff" ? actor.id : undefined }, ctx.lang), assignableAdvisers()]);
    return { ...page, advisers };
  },
  "/rest/ops/service/read": async (input, ctx) => {
    await staffActor(input, ctx, "read");
    return staffRead(input.conversationId, ctx.lang);
  },
  "/rest/ops/service/reply": async (input, ctx) => {
    const actor = await staffActor(input, ctx, "reply");
    // A person signs with their own name; the operator token with the name it gives.
    const name = actor.kind === "staff" ? actor.name : input.adviserName;
    const { message, userId } = await storeStaffReply(input.conversationId, input.content, name, (tx, before) =>
      audit(tx, actor, { action: "service.reply", entity: "conversation", record: input.conversationId, before: { status: before.status }, after: { chars: input.content.length } }),
    );
    const notice = await noticeIfAway(input.conversationId, message.id, userId);
    return new Reply({ message, notice }, "service_reply_sent");
  },
  "/rest/ops/service/close": async (input, ctx) => {
    const actor = await staffActor(input, ctx, "reply");
    const closed = await closeConversation(input.conversationId, (tx, before) =>
      audit(tx, actor, { action: "service.close", entity: "conversation", record: input.conversationId, before: { status: before.status }, after: { status: "closed" } }),
    );
    return new Reply(closed, "service_closed_ok");
  },
  "/rest/ops/service/assign": async (input, ctx) => {
    const actor = await staffActor(input, ctx, "assign");
    const target = input.staffId ? await requireAdviser(input.staffId) : null;
    await assignConversation(input.conversationId, target?.id ?? null, (tx, before) =>
      audit(tx, actor, { action: "service.assign", entity: "conversation", record: input.conversationId, before: { assignedTo: before.assignedTo }, after: { assignedTo: target?.id ?? null } }),
    );
    return new Reply(null, "staff_saved");
  },
});

/** The staff desk's caller: a staff session whose role may do this to conversations, or the operator token. */
const staffActor = (input: { staffToken?: string; operatorToken?: string }, ctx: { attribution: { ip?: string }; path: string }, action: "read" | "reply" | "assign"): Promise<Actor> =>
  allowedActor(input, ctx, action, "conversation", action === "read");
