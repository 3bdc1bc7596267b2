import { Hono } from "hono";
import { ApiError, failure } from "./http/envelope";
import { errorResponse, mount } from "./http/endpoint";
import { requestLanguage, signedRequest, type ApiEnv } from "./http/sign";
import { openApiDocument } from "./openapi";
import { addressEndpoints } from "./routes/address";
import { buildingEndpoints } from "./routes/building";
import { commonEndpoints } from "./routes/common";
import { favoriteEndpoints } from "./routes/favorites";
import { giftEndpoints } from "./routes/gifts";
import { helpEndpoints } from "./routes/help";
import { reviewEndpoints } from "./routes/reviews";
import { serviceEndpoints } from "./routes/service";
import { roommateEndpoints } from "./routes/roommates";
import { studentEndpoints } from "./routes/student";
import { feedbackEndpoints } from "./routes/feedback";
import { feedbackReplyEndpoints } from "./routes/feedback-replies";
import { historyEndpoints } from "./routes/history";
import { uploadEndpoints } from "./routes/upload";
import { userEndpoints } from "./routes/user";
import { verifyEndpoints } from "./routes/verify";
import { staffEndpoints } from "./staff";
import { consoleEndpoints } from "./console";

/**
 * The Hono app behind handleApi: the OpenAPI document, the signed front door on every API
 * prefix, then one module of endpoints per path group.
 */
export const API_PREFIXES = ["/rest/", "/jcommon/", "/feedback/"] as const;

export function createApp(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  const endpoints = [
    ...buildingEndpoints,
    ...reviewEndpoints,
    ...addressEndpoints,
    ...favoriteEndpoints,
    ...commonEndpoints,
    ...uploadEndpoints,
    ...feedbackEndpoints,
    ...userEndpoints,
    ...verifyEndpoints,
    ...studentEndpoints,
    ...giftEndpoints,
    ...historyEndpoints,
    ...feedbackReplyEndpoints,
    ...helpEndpoints,
    ...serviceEndpoints,
    ...roommateEndpoints,
    ...staffEndpoints,
    ...consoleEndpoints,
  ];
  app.get("/rest/openapi.json", (c) => c.json(openApiDocument(endpoints) as object));

  for (const prefix of API_PREFIXES) {
    app.on("POST", `${prefix}*`, signedRequest());
    // Other methods: the envelope, with the HTTP status that says why.
    app.on(["GET", "PUT", "PATCH", "DELETE"], `${prefix}*`, (c) => failure(requestLanguage(c.req.raw), new ApiError("method_not_allowed"), 405));
  }

  mount(app, endpoints);

  app.notFound((c) => {
    const lang = c.get("ctx")?.lang ?? requestLanguage(c.req.raw);
    return failure(lang, new ApiError("not_found"), 404);
  });
  app.onError((err, c) => errorResponse(c.get("ctx")?.lang ?? requestLanguage(c.req.raw), err, c.req.path));
  return app;
}
