import { Hono } from "hono";
import { ApiError, failure } from "./http/envelope";
import { errorResponse, mount, type Endpoint } from "./http/endpoint";
import { requestLanguage, signedRequest, type ApiEnv } from "./http/sign";
import { openApiDocument } from "./openapi";
import { accountEndpoints } from "./accounts/endpoints";
import { applicationEndpoints } from "./applications/endpoints";
import { catalogueEndpoints } from "./catalogue/endpoints";
import { commonEndpoints } from "./common/endpoints";
import { favouriteEndpoints } from "./favourites/endpoints";
import { feedbackEndpoints } from "./feedback/endpoints";
import { giftEndpoints } from "./gifts/endpoints";
import { helpEndpoints } from "./help/endpoints";
import { historyEndpoints } from "./history/endpoints";
import { orderEndpoints } from "./orders/endpoints";
import { reviewEndpoints } from "./reviews/endpoints";
import { roommateEndpoints } from "./roommates/endpoints";
import { serviceEndpoints } from "./service/endpoints";
import { uploadEndpoints } from "./uploads/endpoints";
import { staffEndpoints } from "./staff/endpoints";
import { findHouseEndpoints } from "./find-house/endpoints";
import { paymentEndpoints, WEBHOOK_PATH, webhookHandler } from "./payments";
import { consoleEndpoints } from "./console/endpoints";
import { verificationEndpoints } from "./verification/endpoints";
import { documentEndpoints } from "./documents/endpoints";
import { privacyEndpoints } from "./privacy/endpoints";

/**
 * The Hono app behind handleApi: the OpenAPI document, the signed front door on every API
 * prefix, then each domain's endpoints (api/<domain>/endpoints.ts).
 */
export const API_PREFIXES = ["/rest/", "/jcommon/", "/feedback/"] as const;

export function createApp(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  const endpoints: Endpoint[] = [
    ...catalogueEndpoints,
    ...reviewEndpoints,
    ...favouriteEndpoints,
    ...commonEndpoints,
    ...uploadEndpoints,
    ...feedbackEndpoints,
    ...accountEndpoints,
    ...applicationEndpoints,
    ...orderEndpoints,
    ...giftEndpoints,
    ...historyEndpoints,
    ...helpEndpoints,
    ...serviceEndpoints,
    ...roommateEndpoints,
    ...staffEndpoints,
    ...findHouseEndpoints,
    ...paymentEndpoints,
    ...consoleEndpoints,
    ...verificationEndpoints,
    ...documentEndpoints,
    ...privacyEndpoints,
  ];
  app.get("/rest/openapi.json", (c) => c.json(openApiDocument(endpoints) as object));

  // Providers sign their webhooks themselves (api/payments/endpoints.ts): answered before the front door.
  app.post(WEBHOOK_PATH, webhookHandler);
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
