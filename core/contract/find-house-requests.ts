import { FIND_HOUSE_STATUSES } from "../statuses";
import { defineContract } from "./define";
import { isoDate, pageOf, timestamp } from "./shapes";
import { z, zPageNum, zPageSize } from "./zod";

/**
 * A student's find-a-house requests, as their account lists them afterwards, and the staff
 * call that moves one through its statuses.
 */
const tag = "leads";

export const findHouseStatus = z.enum(FIND_HOUSE_STATUSES).openapi({ description: "new → contacted → matched → closed (closed from any)" });

const place = z.object({ id: z.number().int(), name: z.string().openapi({ description: "In the request's language" }) });

const findHouseItem = z.object({
  reference: z.string().openapi({ example: "FH-7K3QM-9XD2A" }),
  status: findHouseStatus,
  createdAt: timestamp(),
  city: place.nullable(),
  school: place.nullable(),
  moveInDate: isoDate().nullable(),
  budget: z.string().nullable(),
  remark: z.string().nullable(),
});

export const findHouseRequestContract = defineContract({
  "/rest/user/client/find-house/list": {
    summary: "The user's find-a-house requests",
    description: "Newest first, with each request's status. Requests sent while logged in are the user's.",
    tag,
    auth: "required",
    body: z.object({ pageNum: zPageNum(), pageSize: zPageSize(50, 10) }),
    response: pageOf(findHouseItem),
  },
  "/rest/ops/find-house/status": {
    summary: "Staff: move a find-a-house request's status",
    description: "new → contacted | matched | closed; contacted → matched | closed; matched → closed. Setting the current status again answers it.",
    tag: "operator",
    auth: "none",
    body: z.object({
      operatorToken: z.string().min(1, "operator_forbidden").max(200, "operator_forbidden").openapi({ description: "The staff token (OPERATOR_TOKEN)" }),
      reference: z.string().trim().min(1, "find_house_not_found").max(40, "find_house_not_found"),
      status: findHouseStatus,
    }),
    response: z.object({ reference: z.string(), status: findHouseStatus }),
  },
});
