import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, useOps } from "~/lib/ops";
import { opsCall, staffPage } from "~/lib/ops.server";

/** The audit log (admins): filtered by who, what, record and dates; read-only everywhere. */
const FILTERS = ["actor", "action", "entity", "record", "from", "to"] as const;
const PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "audit"));
  const params = new URL(request.url).searchParams;
  const filter: Record<string, string> = {};
  for (const name of FILTERS) {
    const v = params.get(name)?.trim().slice(0, 100);
    if (v) filter[name] = v;
  }
  const page = Math.max(1, Math.min(10_000, Number(params.get("page")) || 1));
  const list = await opsCall("/rest/ops/audit/list", { ...filter, pageNum: page, pageSize: PAGE_SIZE }, request, lang);
  // A malformed date is the API's refusal, shown with the filters kept.
  return data(
    { list: list.ok ? list.data.list : [], total: list.ok ? list.data.total : 0, error: list.ok ? null : list.msg, filter, page },
    { headers: { "Cache-Control": "no-store" }, status: list.ok ? 200 : 400 },
  );
}

export default function OpsAudit() {
  const { t } = useOps();
  const { list, total, error, filter, page } = useLoaderData<typeof loader>();
  const query = (p: number) => `?${new URLSearchParams({ ...filter, page: String(p) })}`;
  return (
    <section>
      <h1 className={s.title}>{t("audit.title")}</h1>
      <Form method="get" className={s.form}>
        {FILTERS.map((name) => (
          <label key={name} className={s.label}>
            {t(`audit.${name}`)}
            <input name={name} type={name === "from" || name === "to" ? "date" : "text"} className={s.input} defaultValue={filter[name] ?? ""} />
          </label>
        ))}
        <button type="submit" className={s.button}>
          {t("common.apply")}
        </button>
      </Form>
      {error ? (
        <p role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <p className={s.muted}>{t("common.total", { count: total })}</p>
      {list.length === 0 ? <p>{t("audit.empty")}</p> : null}
      <table className={s.table}>
        <thead>
          <tr>
            <th>{t("audit.at")}</th>
            <th>{t("audit.actor")}</th>
            <th>{t("audit.role")}</th>
            <th>{t("audit.action")}</th>
            <th>{t("audit.record")}</th>
            <th>{t("audit.before")}</th>
            <th>{t("audit.after")}</th>
            <th>{t("audit.address")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((e) => (
            <tr key={e.id}>
              <td>{beijingTime(e.at)}</td>
              <td>{e.actor}</td>
              <td>{t(`roles.${e.role}`)}</td>
              <td className={s.code}>{e.action}</td>
              <td className={s.code}>
                {e.entity}
                {e.record ? ` ${e.record}` : ""}
              </td>
              <td className={s.code}>{e.before ?? t("common.none")}</td>
              <td className={s.code}>{e.after ?? t("common.none")}</td>
              <td>{e.address ?? t("common.none")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={s.tabs}>
        {page > 1 ? <Link to={query(page - 1)}>{t("common.previous")}</Link> : null}
        {page * PAGE_SIZE < total ? <Link to={query(page + 1)}>{t("common.next")}</Link> : null}
      </p>
    </section>
  );
}
