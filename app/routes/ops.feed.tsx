import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * The landlord's listings feed: a JSON or CSV file uploaded (or pasted), then the run's report of what
 * was created (unpublished, for review), updated, left unchanged, unpublished and rejected, and why.
 * A plain multipart form: it works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await staffPage(request, (me) => allows(me, "import", "feed"));
  return data(null, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "import", "feed"));
  const form = await readForm(request);
  const file = form.get("file");
  const pasted = form.get("feed");
  const feed = file instanceof File && file.size > 0 ? await file.text() : typeof pasted === "string" ? pasted : "";
  const r = await opsCall("/rest/ops/feed/import", { feed }, request, lang);
  // A refused paste comes back in its box; a file has to be chosen again (browsers do not refill file inputs).
  return data({ ok: r.ok, msg: r.msg, report: r.ok ? r.data : null, pasted: r.ok ? "" : typeof pasted === "string" ? pasted : "" }, { status: r.ok ? 200 : 400 });
}

export default function OpsFeed() {
  const { t } = useOps();
  const result = useActionData<typeof action>();
  const report = result?.report;
  return (
    <section>
      <h1 className={s.title}>{t("feed.title")}</h1>
      <p className={s.muted}>{t("feed.hint")}</p>
      <Notice result={result} />
      <Form method="post" encType="multipart/form-data" className={s.stack}>
        <label className={s.label}>
          {t("feed.file")}
          <input type="file" name="file" accept="application/json,.json,text/csv,.csv" className={s.input} />
        </label>
        <label className={s.label}>
          {t("feed.paste")}
          <textarea name="feed" rows={6} className={s.input} defaultValue={result?.pasted ?? ""} />
        </label>
        <button type="submit" className={s.button}>
          {t("feed.submit")}
        </button>
      </Form>
      {report ? (
        <div className={s.card} data-testid="feed-report">
          <h2>{t("feed.report")}</h2>
          {(["created", "updated", "unchanged", "unpublished"] as const).map((k) => (
            <p key={k}>
              {t(`feed.${k}`, { count: report[k].length })}
              {report[k].length ? `: ${report[k].join(", ")}` : ""}
            </p>
          ))}
          <p>{t("feed.rejected", { count: report.rejected.length })}</p>
          <ul>
            {report.rejected.map((r) => (
              <li key={r.index}>
                <span className={s.code}>{r.ref ?? `#${r.index + 1}`}</span>: {r.reasons.join("; ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
