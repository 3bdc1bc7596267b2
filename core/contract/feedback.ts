import { FEEDBACK_CONTENT_MAX } from "../constants";
import { requestIdSchema } from "../schemas/student";
import { defineContract } from "./define";
import { z, zFormCheck, zId } from "./zod";

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
