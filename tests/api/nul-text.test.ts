import { beforeAll, expect, test } from "vitest";
import { ZodDiscriminatedUnion, ZodEffects, ZodIntersection, ZodObject, ZodUnion, type ZodTypeAny } from "zod";
import { contract } from "#core/contract";
import { sharedFieldsSchema } from "#core/contract/shared-fields";
import { callSigned, createTestUser, rowCounts, setupApi } from "../helpers/api";

/**
 * PostgreSQL's text cannot hold NUL (U+0000). Whatever field of whatever call carries one, the
 * API refuses it at validation with code 1 and a message naming the field, in the caller's
 * language, and nothing reaches the database (no row written, no "service busy").
 */

/** Every form field a body schema names (each variant of a union, both sides of an intersection). */
function fieldNames(schema: ZodTypeAny): string[] {
  if (schema instanceof ZodEffects) return fieldNames(schema.innerType());
  if (schema instanceof ZodObject) return Object.keys(schema.shape as object);
  if (schema instanceof ZodDiscriminatedUnion) return [...new Set((schema.options as ZodTypeAny[]).flatMap(fieldNames))];
  if (schema instanceof ZodUnion) return [...new Set((schema.options as ZodTypeAny[]).flatMap(fieldNames))];
  if (schema instanceof ZodIntersection) return [...fieldNames(schema._def.left), ...fieldNames(schema._def.right)];
  return [];
}

const TABLES = [
  "users", "sessions", "favorites", "feedback", "cooperation_requests", "find_house_requests", "bookings",
  "applications", "orders", "uploads", "applicant_profiles", "airport_pickups", "reviews", "feedback_replies",
  "gifts", "help_votes", "service_conversations", "service_messages", "roommate_posts", "roommate_interests",
  "roommate_reports", "viewed_history", "third_party_identities", "verification_codes", "captcha_challenges",
];

const SIGNING = new Set(["timestamp", "signToken", "language", "token"]);

let token: string;
beforeAll(async () => {
  await setupApi();
  token = (await createTestUser()).token;
});

test("every text field of every call refuses a NUL with its own message, in both languages", async () => {
  const before = await rowCounts(TABLES);
  const sharedNames = Object.keys(sharedFieldsSchema.shape).filter((n) => !SIGNING.has(n));
  let checked = 0;
  for (const [path, endpoint] of Object.entries(contract)) {
    const own = fieldNames(endpoint.body as ZodTypeAny);
    expect(own.length + sharedNames.length, path).toBeGreaterThan(0);
    // Each of the endpoint's own fields, and one shared field per endpoint in turn.
    const names = [...own, sharedNames[checked % sharedNames.length]];
    for (const field of names) {
      const language = checked % 2 === 0 ? "cn" : "en";
      // A plausible value around the NUL, so nothing but the NUL is wrong with a text field.
      const answer = await callSigned(path, { [field]: `ok\u0000text` }, { token, language });
      expect(answer.code, `${path} ${field}`).toBe(1);
      expect(answer.msg, `${path} ${field}`).toBe(
        language === "cn"
          ? `参数 ${field} 含有不允许的空字符（U+0000），请删除后重试`
          : `${field} contains the NUL character (U+0000), which is not allowed; remove it and try again`,
      );
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(200);
  expect(await rowCounts(TABLES)).toEqual(before);
});

test("a call that is otherwise valid is refused for the NUL alone, and accepted without it", async () => {
  const before = await rowCounts(["feedback"]);
  const refused = await callSigned("/feedback/client/add", { cate: 1, content: "The search page \u0000 froze" }, { token, language: "en" });
  expect(refused).toMatchObject({ code: 1, msg: "content contains the NUL character (U+0000), which is not allowed; remove it and try again" });
  expect(await rowCounts(["feedback"])).toEqual(before);
  const accepted = await callSigned("/feedback/client/add", { cate: 1, content: "The search page froze" }, { token, language: "en" });
  expect(accepted.code).toBe(0);
});

test("a NUL in a field's name is refused too", async () => {
  const answer = await callSigned("/feedback/client/add", { cate: 1, content: "fine", "con\u0000tent": "x" }, { token });
  expect(answer).toMatchObject({ code: 1, msg: "参数 content 含有不允许的空字符（U+0000），请删除后重试" });
});
