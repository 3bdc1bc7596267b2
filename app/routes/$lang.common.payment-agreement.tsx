import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Document } from "~/components/document/Document";
import { loadDocument } from "~/content/legal/index.server";

/** Payment agreement (a common page, opened in a new tab): the text comes from app/content/legal/payment-agreement.server.ts. */
export const loader = (args: LoaderFunctionArgs) => loadDocument("payment-agreement", args);

export default function PaymentAgreementPage() {
  const data = useLoaderData<typeof loader>();
  return <Document data={data} />;
}
