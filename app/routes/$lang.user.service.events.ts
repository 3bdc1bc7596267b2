import type { LoaderFunctionArgs } from "@remix-run/node";
import { serviceEvents } from "~/lib/service-stream.server";
import { requireLang } from "~/lib/applications.server";

/**
 * GET /{lang}/user/service/events?c=<conversation>&after=<last message id>: the online service
 * page's live messages, as Server-Sent Events (EventSource) or, for its polling fallback, as
 * JSON (app/lib/service-stream.server.ts).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  return serviceEvents(request);
}
