/**
 * The housing REST API. The web tier imports exactly these, in one place
 * (app/api-transport.server.ts), and nothing else of api/ (a lint rule):
 * - handleApi: the fetch handler for /rest/…, /jcommon/… and /feedback/client/…
 * - prepareDatabase / closeDatabase: migrate and seed on start, before the server listens; on shutdown
 * - checkReady: readiness; startupSummary / describeStartup: the start log
 * - the background jobs: the daily exchange-rate refresh, the gift sweep, the unpaid-order sweep,
 *   the escalation of applications landlords left unanswered for 48 hours, the documents past their retention
 * - the dev outbox and the development checkout, catalogue photos and uploads, the catalogue stamp
 * - the web's session store in the database (sealed values under hashed ids)
 */
import { createApp } from "./app";

export { prepareDatabase, closeDatabase } from "./db/prepare";
export { photoFile, seedImageFile, uploadedFile, uploadedImage } from "./uploads";
export { catalogueStamp, invalidateCatalogueAnswers } from "./catalogue";
export { checkReady } from "./health";
export { ownVersion } from "./accounts/own-version";
export { startRateRefresh, stopRateRefresh } from "./catalogue/rates";
export { startGiftSweep, stopGiftSweep } from "./gifts/sweep";
export { startOrderSweep, stopOrderSweep } from "./orders";
export { startEscalationSweep, stopEscalationSweep, startFeedPulls, stopFeedPulls } from "./console";
export { startDocumentSweep, stopDocumentSweep } from "./documents";
export { listOutbox } from "./platform/outbox";
export { abandonPayment, devCheckoutFailRefund, devCheckoutPayment, devCheckoutWebhook } from "./payments";
export { startupSummary, describeStartup } from "./startup";
export { deleteWebSession, readWebSession, writeWebSession } from "./platform/web-sessions";

let app: ReturnType<typeof createApp> | undefined;

export async function handleApi(request: Request): Promise<Response> {
  app ??= createApp();
  return app.fetch(request);
}
