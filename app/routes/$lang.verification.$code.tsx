import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import * as page from "~/components/section/Section.css";
import * as trust from "~/components/trust/Trust.css";
import { apartmentPath } from "#core/slug";
import { loadOrThrow } from "~/lib/api.server";
import { requireLang } from "~/lib/applications.server";
import { getFixedT } from "~/lib/i18n.server";
import { describe } from "~/lib/seo";

/**
 * A verification record, as a badge links to it: what StudyNest staff checked of an apartment or
 * a landlord, by whom, when and until when; an expired or revoked record says so (a shared link
 * never keeps vouching).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const code = params.code ?? "";
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(code)) throw new Response("Not Found", { status: 404 });
  const record = await loadOrThrow("/rest/building/client/verification/info", { code }, { request });
  return { lang, record, description: `${getFixedT(lang)("trust.record.title")}: ${record.text}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.description ?? "", matches);

export default function VerificationRecordPage() {
  const { lang, record: r } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={page.container} data-testid="verification-record">
      <h1 className={page.h1}>{t("trust.record.title")}</h1>
      <p className={page.lead}>{t("trust.record.lead")}</p>
      {r.revokedAt ? (
        <p className={trust.warning} data-testid="verification-state">
          {t("trust.record.revoked", { date: r.revokedAt.slice(0, 10), reason: r.revokedReason ?? "" })}
        </p>
      ) : !r.current ? (
        <p className={trust.warning} data-testid="verification-state">
          {t("trust.record.expired")}
        </p>
      ) : (
        <p className={trust.badge} data-testid="verification-state">
          ✓ {t("trust.record.current")} · {r.text}
        </p>
      )}
      <dl>
        <dt>{t("trust.record.what")}</dt>
        <dd>
          {t(`trust.record.subject.${r.subject}`)} · {r.checkName}
        </dd>
        {r.building ? (
          <>
            <dt>{t("trust.record.apartment")}</dt>
            <dd>
              <Link to={apartmentPath(lang, r.building.code)}>{r.building.name}</Link>
            </dd>
          </>
        ) : null}
        {r.landlord ? (
          <>
            <dt>{t("trust.record.landlord")}</dt>
            <dd>
              {r.landlord.name}
              {r.landlord.buildings.length ? (
                <ul>
                  {r.landlord.buildings.map((b) => (
                    <li key={b.code}>
                      <Link to={apartmentPath(lang, b.code)}>{b.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{t("trust.record.checkedOn")}</dt>
        <dd data-testid="verification-checked-on">{r.checkedOn}</dd>
        <dt>{t("trust.record.expiresOn")}</dt>
        <dd>{r.expiresOn}</dd>
        <dt>{t("trust.record.checkedBy")}</dt>
        <dd>
          {r.checkedBy.name}
          {r.checkedBy.staffId ? ` (${t("trust.record.staffId", { id: r.checkedBy.staffId })})` : ""}
        </dd>
        {r.note ? (
          <>
            <dt>{t("trust.record.note")}</dt>
            <dd>{r.note}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
