import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/** Reviews to moderate: hide one with the reason its author reads, or restore it. */
const FILTERS = ["all", "visible", "hidden"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "review"));
  const q = new URL(request.url).searchParams.get("hidden");
  const hidden = (FILTERS as readonly string[]).includes(q ?? "") ? (q as (typeof FILTERS)[number]) : "all";
  const list = await opsCall("/rest/ops/review/list", { hidden, pageSize: 100 }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ ...list.data, hidden }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "hide", "review"));
  const form = await readForm(request);
  const reviewId = field(form, "reviewId");
  const hide = field(form, "intent") === "hide";
  const r = await opsCall("/rest/ops/review/hide", { reviewId, hidden: hide ? "1" : "0", reason: hide ? field(form, "reason") : undefined }, request, lang);
  return data({ ok: r.ok, msg: r.msg, reviewId, reason: r.ok ? "" : field(form, "reason") }, { status: r.ok ? 200 : 400 });
}

export default function OpsReviews() {
  const { t } = useOps();
  const { list, hidden, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.title}>{t("reviews.title")}</h1>
      <div className={s.tabs}>
        {FILTERS.map((f) => (
          <Link key={f} to={`?hidden=${f}`} aria-current={hidden === f ? "page" : undefined}>
            {t(`reviews.${f}`)}
          </Link>
        ))}
        <span className={s.muted}>{t("common.total", { count: total })}</span>
      </div>
      <Notice result={result} />
      {list.length === 0 ? <p>{t("reviews.empty")}</p> : null}
      <table className={s.table}>
        <thead>
          <tr>
            <th>{t("reviews.apartment")}</th>
            <th>{t("reviews.rating")}</th>
            <th>{t("reviews.content")}</th>
            <th>{t("reviews.state")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id} data-review-id={r.id}>
              <td>{r.buildingName}</td>
              <td>{r.rating}</td>
              <td>{r.content}</td>
              <td>
                {r.hidden ? (
                  <Form method="post" className={s.form}>
                    <span>{t("reviews.hiddenBecause", { reason: r.hiddenReason ?? "" })}</span>
                    <input type="hidden" name="reviewId" value={r.id} />
                    <button type="submit" name="intent" value="restore" className={s.secondary}>
                      {t("reviews.restore")}
                    </button>
                  </Form>
                ) : (
                  <Form method="post" className={s.form}>
                    <input type="hidden" name="reviewId" value={r.id} />
                    <label className={s.label}>
                      {t("reviews.reason")}
                      <input name="reason" maxLength={200} className={s.input} defaultValue={result && !result.ok && result.reviewId === String(r.id) ? result.reason : ""} />
                    </label>
                    <button type="submit" name="intent" value="hide" className={s.danger}>
                      {t("reviews.hide")}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
