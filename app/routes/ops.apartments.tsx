import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { opsCall, staffPage } from "~/lib/ops.server";

/** Apartments: a landlord's own; staff search the catalogue by code or name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "building"));
  const keyword = new URL(request.url).searchParams.get("q")?.trim().slice(0, 100) || undefined;
  const list = await opsCall("/rest/ops/building/list", { keyword }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ list: list.data, keyword: keyword ?? "" }, { headers: { "Cache-Control": "no-store" } });
}

export default function OpsApartments() {
  const { t, me } = useOps();
  const { list, keyword } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className={s.title}>{t("apartments.title")}</h1>
      {me?.role !== "landlord" ? (
        <Form method="get" className={s.form}>
          <label className={s.label}>
            {t("apartments.search")}
            <input name="q" className={s.input} defaultValue={keyword} />
          </label>
          <button type="submit" className={s.button}>
            {t("apartments.searchSubmit")}
          </button>
          <span className={s.muted}>{t("apartments.hint")}</span>
        </Form>
      ) : null}
      {list.length === 0 ? <p>{t("apartments.empty")}</p> : null}
      <table className={s.table}>
        <thead>
          <tr>
            <th>{t("apartments.name")}</th>
            <th>{t("apartments.city")}</th>
            <th>{t("apartments.rooms")}</th>
            <th>{t("apartments.published")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((b) => (
            <tr key={b.code}>
              <td>
                <Link to={`/ops/apartments/${b.code}`}>{b.name}</Link>
                <div className={s.muted}>{b.code}</div>
              </td>
              <td>{b.city}</td>
              <td>{b.rooms}</td>
              <td>{b.published ? t("apartments.published") : t("apartments.unpublished")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
