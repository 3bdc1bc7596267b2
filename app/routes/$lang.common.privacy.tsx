import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Document } from "~/components/document/Document";
import { loadDocument } from "~/content/legal/index.server";

/** Privacy policy (a common page): the text comes from app/content/legal/privacy.server.ts. */
export const loader = (args: LoaderFunctionArgs) => loadDocument("privacy", args);

export default function PrivacyPage() {
  const data = useLoaderData<typeof loader>();
  return <Document data={data} />;
}
