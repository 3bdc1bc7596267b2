import type { LoaderFunctionArgs } from "@remix-run/node";
import { outboxJson } from "~/lib/outbox.server";

/** The dev outbox as JSON, newest first; 404 when it is off or the request is not from this machine. */
export const loader = ({ request }: LoaderFunctionArgs) => outboxJson(request);
