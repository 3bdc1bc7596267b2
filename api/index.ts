/**
 * The housing REST API. The web tier imports exactly these, in one place
 * (app/api-transport.server.ts):
 * - handleApi: the fetch handler for /rest/…, /jcommon/… and /feedback/client/…
 * - prepareDatabase: migrate and seed on start, before the server listens
 * - closeDatabase: on shutdown
 */
import { createApp } from "./app";

export { prepareDatabase, closeDatabase } from "./db/prepare";
export { photoFile, seedImageFile, uploadedFile, uploadedImage } from "./uploads";
export { catalogueStamp, invalidateCatalogueAnswers } from "./catalogue";

let app: ReturnType<typeof createApp> | undefined;

export async function handleApi(request: Request): Promise<Response> {
  app ??= createApp();
  return app.fetch(request);
}
