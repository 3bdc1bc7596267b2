import { serviceContract } from "#core/contract/service";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { limitServiceMessage } from "../platform/rate-limit";
import {
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
import { checkOperator } from "../staff";

/**
 * The online service (core/contract/service.ts): the student's conversations with the advisers,
 * and the staff desk behind OPERATOR_TOKEN that answers them.
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
    checkOperator(input.operatorToken);
    return staffList(input, ctx.lang);
  },
  "/rest/ops/service/read": async (input, ctx) => {
    checkOperator(input.operatorToken);
    return staffRead(input.conversationId, ctx.lang);
  },
  "/rest/ops/service/reply": async (input) => {
    checkOperator(input.operatorToken);
    const { message, userId } = await storeStaffReply(input.conversationId, input.content, input.adviserName);
    const notice = await noticeIfAway(input.conversationId, message.id, userId);
    return new Reply({ message, notice }, "service_reply_sent");
  },
  "/rest/ops/service/close": async (input) => {
    checkOperator(input.operatorToken);
    return new Reply(await closeConversation(input.conversationId), "service_closed_ok");
  },
});
