import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Document } from "~/components/document/Document";
import { loadDocument } from "~/content/legal/index.server";

/** Service agreement (a common page, opened in a new tab): the text comes from app/content/legal/service-agreement.server.ts. */
export const loader = (args: LoaderFunctionArgs) => loadDocument("service-agreement", args);

export default function ServiceAgreementPage() {
  const data = useLoaderData<typeof loader>();
  return <Document data={data} />;
}
