import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AboutHero } from "~/components/document/AboutHero";
import { Document } from "~/components/document/Document";
import { Standalone } from "~/components/document/Standalone";
import { loadDocument } from "~/content/legal/index.server";
import type { RouteHandle } from "~/lib/layout";

/** common/introduce: neither header nor footer. */
export const handle: RouteHandle = { layout: { header: false, footer: false } };

/** About us (a common page). No site header or footer here (layout rules): its own slim frame. */
export const loader = (args: LoaderFunctionArgs) => loadDocument("introduce", args);

export default function IntroducePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Standalone>
      <Document data={data} variant="about" hero={<AboutHero />} />
    </Standalone>
  );
}
