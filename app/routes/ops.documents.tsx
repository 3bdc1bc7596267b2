import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { opsCall, staffPage } from "~/lib/ops.server";

/**
 * Students' documents in the console: the documents of one application or order, as the API lets
 * the caller read them (advisers and admins; finance the refusal letters; a landlord those of
 * applications to their own apartments). Listing and every download are in the audit log.
 */
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "document") || allows(me, "read", "refusal_letter"));
  const params = new URL(request.url).searchParams;
  const applyCode = (params.get("applyCode") ?? "").trim();
  const orderNo = (params.get("orderNo") ?? "").trim();
  const asked = CODE.test(applyCode) ? { applyCode } : CODE.test(orderNo) ? { orderNo } : null;
  const list = asked ? await opsCall("/rest/ops/document/list", asked, request, lang) : null;
  return data(
    { applyCode, orderNo, asked: !!asked, list: list?.ok ? list.data.list : [], error: list && !list.ok ? list.msg : null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function OpsDocuments() {
  const { t } = useOps();
  const { applyCode, orderNo, asked, list, error } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className={s.title}>{t("documents.title")}</h1>
      <p className={s.muted}>{t("documents.lead")}</p>
      <Form method="get" className={s.tabs} data-testid="ops-documents-form">
        <label className={s.label}>
          {t("documents.applyCode")}
          <input name="applyCode" maxLength={40} className={s.input} defaultValue={applyCode} />
        </label>
        <label className={s.label}>
          {t("documents.orderNo")}
          <input name="orderNo" maxLength={40} className={s.input} defaultValue={orderNo} />
        </label>
        <button type="submit" className={s.secondary}>
          {t("documents.show")}
        </button>
      </Form>
      {error ? <p role="alert">{error}</p> : null}
      {asked && list.length === 0 && !error ? <p>{t("documents.empty")}</p> : null}
      {list.length > 0 ? (
        <table className={s.table}>
          <thead>
            <tr>
              <th>{t("documents.kind")}</th>
              <th>{t("documents.uploaded")}</th>
              <th>{t("documents.keptUntil")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.documentCode} data-document={d.documentCode}>
                <td>
                  {d.kindName}
                  <div className={s.muted}>
                    {d.fileName} · {d.applyCode ?? d.orderNo}
                  </div>
                </td>
                <td>{d.uploadedAt.slice(0, 10)}</td>
                <td>
                  {d.deleteAfter.slice(0, 10)}
                  <div className={s.muted}>{d.retention}</div>
                </td>
                <td>
                  <a href={`/ops/document/${d.documentCode}`} download data-testid="ops-document-download">
                    {t("documents.open")}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
