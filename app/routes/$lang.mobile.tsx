import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import * as page from "~/components/section/Section.css";
import * as s from "~/components/document/Document.css";
import { localHref } from "#core/lang";
import { pageQr } from "~/lib/page-qr.server";
import { getFixedT } from "~/lib/i18n.server";
import { describe } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { requireLang } from "~/lib/applications.server";

/**
 * The header's "mobile" tab: what the site offers on a phone (the same address, its phone
 * layout), and the QR code of the page the visitor came from (`?from=`), so a desktop visitor
 * opens that very page on the phone with one scan.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const from = new URL(request.url).searchParams.get("from");
  return { ...(await pageQr(request, from, localHref("/", lang))), description: getFixedT(lang)("phone.mobilePage.lead") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.description ?? "", matches);

export default function MobilePage() {
  const { url, qr } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const codes = useRootData()?.qr;
  const points = t("phone.mobilePage.points", { returnObjects: true }) as string[];
  const path = new URL(url).pathname + new URL(url).search;
  return (
    <div className={page.container} data-testid="mobile-page">
      <h1 className={page.h1}>{t("phone.mobilePage.title")}</h1>
      <p className={page.lead}>{t("phone.mobilePage.lead")}</p>
      <div className={s.qrRow}>
        <figure className={s.qrCard} data-testid="page-qr">
          <img className={s.qrImage} src={qr} alt={t("phone.mobilePage.scan")} width={148} height={148} />
          <figcaption>{t("phone.mobilePage.scan")}</figcaption>
        </figure>
        <div>
          <h2 className={page.h2}>{t("phone.mobilePage.what")}</h2>
          <ul className={s.list}>
            {points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p>
            {t("phone.mobilePage.page")}:{" "}
            <Link to={path} data-testid="mobile-from">
              {url}
            </Link>
          </p>
          {codes?.app || codes?.miniProgram ? <p className={page.sectionLead}>{t("phone.mobilePage.app", { label: t("appMenu.label") })}</p> : null}
        </div>
      </div>
    </div>
  );
}
