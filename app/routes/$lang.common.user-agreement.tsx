import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Document } from "~/components/document/Document";
import { loadDocument } from "~/content/legal/index.server";

/** User agreement (a common page): the text comes from app/content/legal/user-agreement.server.ts. */
export const loader = (args: LoaderFunctionArgs) => loadDocument("user-agreement", args);

export default function UserAgreementPage() {
  const data = useLoaderData<typeof loader>();
  return <Document data={data} />;
}
