import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { ZodEffects, ZodObject, type ZodTypeAny } from "zod";
import { isFileAnswer } from "#core/contract/define";
import { sharedFieldsSchema } from "#core/contract/shared-fields";
import { z } from "#core/contract/zod";
import type { Endpoint } from "./http/endpoint";

/**
 * The OpenAPI 3.1 document of every mounted endpoint, made from the contract the endpoints are
 * mounted with (served at GET /rest/openapi.json; `tests/api/openapi.test.ts` lints it with
 * Redocly's recommended rules). Built once, on first request.
 */
let doc: unknown;

const DESCRIPTION = [
  "Every call is a signed POST (form-encoded, multipart for uploads) answering `{ code, data, msg }`: code 0 success, 1 request error, 3 not logged in; `msg` is a sentence in the request's `language`.",
  "Signature: every field except signToken and files, empty ones dropped, sorted by name, `name=value` joined by `&`, the secret appended, MD5 lower-case hex in `signToken`; `timestamp` (epoch ms) within 5 minutes. /rest/common/… and /jcommon/… use the common secret.",
  "Authentication is in the signed body, not in a header: endpoints that need a user take the login answer's `token` field (code 3 without a live session), staff endpoints an `operatorToken` field. So the document declares no HTTP security scheme.",
].join("\n\n");

/** The shared fields and the endpoint's own, as one object (or every variant of a union, each with the shared fields). */
function requestSchema(body: ZodTypeAny): ZodTypeAny {
  let s: ZodTypeAny = body;
  while (s instanceof ZodEffects) s = s.innerType();
  if (s instanceof ZodObject) return sharedFieldsSchema.merge(s);
  return z.intersection(sharedFieldsSchema, s);
}

/** `/rest/building/client/house/list` → `building_client_house_list`: unique and URL-safe. */
export function operationIdOf(path: string): string {
  return path.replace(/^\/(rest\/)?/, "").replace(/[^A-Za-z0-9]+/g, "_");
}

const envelopeOf = (data: ZodTypeAny) =>
  z.object({
    code: z.number().int().openapi({ enum: [0, 1, 3], description: "0 success, 1 request error (see msg), 3 not logged in" }),
    data,
    msg: z.string(),
  });

const refusal = (description: string) => ({ description, content: { "application/json": { schema: envelopeOf(z.null()) } } });

export function openApiDocument(endpoints: Endpoint[]): unknown {
  if (doc) return doc;
  const registry = new OpenAPIRegistry();
  for (const def of endpoints) {
    const answer = def.response;
    registry.registerPath({
      method: "post",
      path: def.path,
      operationId: operationIdOf(def.path),
      summary: def.summary,
      description: [def.description, def.auth === "required" ? "Needs `token` (code 3 without a live session)." : ""].filter(Boolean).join("\n\n") || undefined,
      tags: [def.tag],
      security: [],
      request: {
        body: {
          required: true,
          content: { [def.multipart ? "multipart/form-data" : "application/x-www-form-urlencoded"]: { schema: requestSchema(def.body) } },
        },
      },
      responses: {
        200:
          isFileAnswer(answer)
            ? {
                description: "The file; a refusal is the JSON envelope instead",
                content: { [answer.file]: { schema: z.string().openapi({ format: "binary" }) }, "application/json": { schema: envelopeOf(z.null()) } },
              }
            : {
                description:
                  "The envelope: code 0 with `data`, or 1/3 with a message and `data` null. Refusals of the body itself also answer here, code 1: over the cap (forms 1 MiB, uploads 3 MB plus form overhead), not form-encoded or multipart, unreadable",
                content: { "application/json": { schema: envelopeOf(answer) } },
              },
        404: refusal("No such endpoint (code 1)"),
        405: refusal("Not a POST (code 1)"),
        503: refusal("A store the API needs is unreachable for now; `Retry-After` says when to try again (code 1)"),
      },
    });
  }
  const tags = [...new Set(endpoints.map((e) => e.tag))].sort().map((name) => ({ name, description: TAGS[name] ?? name }));
  doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Student housing API",
      version: "1.0.0",
      description: DESCRIPTION,
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/" }],
    tags,
  });
  return doc;
}

/** One line per tag, for the document's reader. */
const TAGS: Record<string, string> = {
  accounts: "Log in (SMS code, password, e-mail), log out, third-party sign-in, bind a mobile, retrieve or change a password",
  address: "Countries and cities for pickers and the sitemap",
  applications: "A student's applications for a room, their applicant and guarantor details, pickup requests",
  building: "The catalogue: home, search, listings, apartment and room pages, schools, handbooks, landlord cooperation",
  common: "Reference lists (calling codes, grades, regions), captchas and verification codes, topic pages",
  favorites: "A student's saved apartments",
  feedback: "Feedback categories, sending feedback, a student's own feedback with staff replies",
  gifts: "Cashback and welcome-pack gifts earned by bookings, and their claims",
  help: "The help centre's questions and answers, search and helpful votes",
  history: "The apartments and rooms a student viewed",
  leads: "Find-a-house and academic-year booking requests",
  operator: "Staff endpoints (operatorToken): statuses, replies, moderation, content",
  orders: "A student's orders",
  profile: "Profile, e-mail binding and activation, third-party accounts",
  reviews: "Verified residents' reviews",
  roommates: "The roommate board: posts, interests, reports",
  service: "Online service: conversations between a student and the advisers",
  upload: "Image upload (avatar)",
};
