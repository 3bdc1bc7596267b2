import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { kept, ListPage, NoteForm } from "~/components/ops/ConsoleList";
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
  return data({ ok: r.ok, msg: r.msg, id: reviewId, values: { reason: r.ok ? "" : field(form, "reason") } }, { status: r.ok ? 200 : 400 });
}

export default function OpsReviews() {
  const { t } = useOps();
  const { list, hidden, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ListPage
      title={t("reviews.title")}
      filters={FILTERS.map((f) => ({ to: `?hidden=${f}`, label: t(`reviews.${f}`), current: hidden === f }))}
      total={t("common.total", { count: total })}
      result={result}
      empty={t("reviews.empty")}
      rows={list}
      rowKey={(r) => r.id}
      rowProps={(r) => ({ "data-review-id": r.id })}
      columns={[
        { head: t("reviews.apartment"), cell: (r) => r.buildingName },
        { head: t("reviews.rating"), cell: (r) => r.rating },
        { head: t("reviews.content"), cell: (r) => r.content },
        {
          head: t("reviews.state"),
          cell: (r) =>
            r.hidden ? (
              <NoteForm hidden={{ reviewId: r.id }} buttons={[{ label: t("reviews.restore"), name: "intent", value: "restore", tone: "secondary" }]}>
                <span>{t("reviews.hiddenBecause", { reason: r.hiddenReason ?? "" })}</span>
              </NoteForm>
            ) : (
              <NoteForm
                hidden={{ reviewId: r.id }}
                text={{ name: "reason", label: t("reviews.reason"), maxLength: 200, showLabel: true, value: kept(result, r.id, "reason") }}
                buttons={[{ label: t("reviews.hide"), name: "intent", value: "hide", tone: "danger" }]}
              />
            ),
        },
      ]}
    />
  );
}
