import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Document } from "~/components/document/Document";
import * as s from "~/components/document/Document.css";
import { loadDocument } from "~/content/legal/index.server";
import { useRootData } from "~/lib/root-data";

/** Products and services (a common page); the header's "mobile" tab lands on #mobile. */
export const loader = (args: LoaderFunctionArgs) => loadDocument("product-service", args);

export default function ProductServicePage() {
  const data = useLoaderData<typeof loader>();
  return <Document data={data} variant="about" slots={{ mobile: <MobileCodes /> }} />;
}

/** The app-download and mini-program QR codes (images rendered by the server: /qr/<name>.svg), those configured. */
function MobileCodes() {
  const { t } = useTranslation();
  const qr = useRootData()?.qr;
  const codes = [
    { key: "app", src: qr?.app, label: t("appMenu.app") },
    { key: "mini-program", src: qr?.miniProgram, label: t("appMenu.miniProgram") },
  ].filter((c): c is { key: string; src: string; label: string } => !!c.src);
  if (codes.length === 0) return null;
  return (
    <div className={s.qrRow} data-testid="mobile-qr-codes">
      {codes.map((c) => (
        <figure key={c.key} className={s.qrCard}>
          <img className={s.qrImage} src={c.src} alt={c.label} width={148} height={148} loading="lazy" />
          <figcaption>{c.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
