import { FEEDBACK_CONTENT_MAX } from "../constants";
import { requestIdSchema } from "../schemas/student";
import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zFormCheck, zId, zPageNum, zPageSize, zText } from "./zod";

/** The feedback service, under its own prefix /feedback/client/. */
const tag = "feedback";

export const feedbackContract = defineContract({
  "/feedback/client/type/list": {
    summary: "Feedback categories",
    description: "The active categories in their order, names in the request's language.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  },
  "/feedback/client/add": {
    summary: "Send feedback",
    description: "`cate` is a category of type/list. A repeated `requestId` (one per rendered form) answers the first feedback.",
    tag,
    auth: "required",
    body: z.object({
      cate: zId("msg:feedback_type_required"),
      content: z
        .string({ required_error: "msg:feedback_content_required" })
        .trim()
        .min(1, "msg:feedback_content_required")
        .max(FEEDBACK_CONTENT_MAX, "msg:feedback_content_too_long"),
      requestId: requestIdSchema.optional(),
      captchaToken: zFormCheck(),
    }),
    response: z.object({ id: z.number().int().openapi({ description: "The feedback sent" }) }),
  },
});

/**
 * My feedback (`/feedback/client/mine`: what the student sent, its status and the staff's
 * replies) and the staff's side (`/rest/ops/feedback/…` with operatorToken: what waits for an
 * answer, and the reply).
 */
const repliesTag = "feedback";
const opsTag = "operator";

export const FEEDBACK_REPLY_MAX = 1000;
const MAX_PAGE = 50;

const status = z.enum(["received", "answered", "closed"]).openapi({ description: "received → answered (staff replied), or closed" });
const reply = z.object({ content: z.string(), createdAt: z.string().openapi({ description: "ISO 8601, UTC" }) });
const item = z.object({
  id: z.number().int(),
  category: z.string().openapi({ description: "The feedback type, in the request's language" }),
  content: z.string(),
  status,
  createdAt: z.string().openapi({ description: "ISO 8601, UTC" }),
  replies: z.array(reply).openapi({ description: "The staff's replies, oldest first" }),
});
const page = { totalCount: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int(), pages: z.number().int() };

export const feedbackRepliesContract = defineContract({
  "/feedback/client/mine": {
    summary: "My feedback: what the student sent, newest first, with status and replies",
    tag: repliesTag,
    auth: "required",
    body: z.object({ pageNum: zPageNum(), pageSize: zPageSize(MAX_PAGE, 20) }),
    response: z.object({ list: z.array(item), ...page }),
  },
  "/rest/ops/feedback/list": {
    summary: "Staff: feedback to answer",
    description:
      "status=received (default): feedback waiting for an answer, oldest first. answered, closed or all: newest first. Each with its author's userCode and name.",
    tag: opsTag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      status: z.enum(["received", "answered", "closed", "all"]).default("received"),
      pageNum: zPageNum(),
      pageSize: zPageSize(MAX_PAGE, 20),
    }),
    response: z.object({ list: z.array(item.extend({ userCode: z.string(), userName: z.string().nullable() })), ...page }),
  },
  "/rest/ops/feedback/reply": {
    summary: "Staff: answer a feedback (it becomes answered), or close it",
    description: `\`reply\` (1–${FEEDBACK_REPLY_MAX} characters) is shown to the student under My feedback. close=1 closes the feedback, with or without a last reply; a closed feedback takes no more replies. Feedback ids are in ops/feedback/list.`,
    tag: opsTag,
    auth: "none",
    body: z
      .object({
        ...opsAuth,
        id: zId("msg:feedback_not_found"),
        reply: zText(FEEDBACK_REPLY_MAX).optional(),
        close: z.enum(["0", "1"]).default("0"),
      })
      .refine((b) => b.close === "1" || b.reply, { message: "msg:feedback_reply_required", path: ["reply"] }),
    response: z.object({ id: z.number().int(), status, replies: z.array(reply) }),
  },
});
