import type { LoaderFunctionArgs } from "@remix-run/node";
import { outboxJson } from "~/lib/outbox.server";

/** The dev outbox as JSON, newest first (DESIGN.md §4); 404 when OUTBOX is off. */
export const loader = (_args: LoaderFunctionArgs) => outboxJson();
