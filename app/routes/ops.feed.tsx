import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FeedReport, useFeedError } from "~/components/ops/FeedReport";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * The landlord's listings feed: a JSON or CSV file uploaded (or pasted), then the run's report of what
 * was created (unpublished, for review), updated, left unchanged, unpublished and rejected, and why.
 * Or the URL their system serves it at, pulled daily and on "pull now"; every run's report (upload
 * or pull) is listed below. Staff allowed every feed work on a landlord's by `?landlord=<id>`.
 * Plain forms: it all works without JavaScript.
 */
const FORMATS = ["auto", "json", "csv"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { me, lang } = await staffPage(request, (me) => allows(me, "import", "feed"));
  const landlord = new URL(request.url).searchParams.get("landlord")?.trim() ?? "";
  // Staff who are not a landlord have no feed of their own: they name the landlord first.
  const overview = me.role === "landlord" || landlord ? await opsCall("/rest/ops/feed/source", { landlordId: landlord || undefined }, request, lang) : null;
  return data(
    { landlord, overview: overview?.ok ? overview.data : null, refusal: overview && !overview.ok ? overview.msg : null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "import", "feed"));
  const form = await readForm(request);
  const intent = field(form, "intent");
  const landlordId = field(form, "landlord") || undefined;
  if (intent === "url") {
    const url = field(form, "url");
    const format = field(form, "format");
    const r = await opsCall("/rest/ops/feed/source/save", { landlordId, url, format: (FORMATS as readonly string[]).includes(format) ? (format as (typeof FORMATS)[number]) : "auto" }, request, lang);
    return data({ intent, ok: r.ok, msg: r.msg, report: null, error: null, pasted: "", url, format }, { status: r.ok ? 200 : 400 });
  }
  if (intent === "pull") {
    const r = await opsCall("/rest/ops/feed/pull", { landlordId }, request, lang);
    const failed = r.ok && r.data.outcome === "failed";
    return data(
      { intent, ok: r.ok && !failed, msg: r.msg, report: r.ok ? r.data.report : null, error: r.ok ? r.data.error : null, pasted: "", url: null, format: null },
      { status: r.ok ? (failed ? 502 : 200) : 409 },
    );
  }
  const file = form.get("file");
  const pasted = form.get("feed");
  const feed = file instanceof File && file.size > 0 ? await file.text() : typeof pasted === "string" ? pasted : "";
  const r = await opsCall("/rest/ops/feed/import", { feed, landlordId }, request, lang);
  // A refused paste comes back in its box; a file has to be chosen again (browsers do not refill file inputs).
  return data(
    { intent: "upload", ok: r.ok, msg: r.msg, report: r.ok ? r.data : null, error: null, pasted: r.ok ? "" : typeof pasted === "string" ? pasted : "", url: null, format: null },
    { status: r.ok ? 200 : 400 },
  );
}

export default function OpsFeed() {
  const { t, me } = useOps();
  const { landlord, overview, refusal } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const feedError = useFeedError();
  const report = result?.report;
  const landlordField = landlord ? <input type="hidden" name="landlord" value={landlord} /> : null;
  return (
    <section>
      <h1 className={s.title}>{t("feed.title")}</h1>
      {me?.role !== "landlord" ? (
        <Form method="get" className={s.form}>
          <label className={s.label}>
            {t("feed.landlord")}
            <input name="landlord" inputMode="numeric" defaultValue={landlord} className={s.input} />
          </label>
          <button type="submit" className={s.secondary}>
            {t("common.apply")}
          </button>
        </Form>
      ) : null}
      {refusal ? <Notice result={{ ok: false, msg: refusal }} /> : null}
      <p className={s.muted}>{t("feed.hint")}</p>
      <Notice result={result} />
      {result?.error ? (
        <p role="alert" className={s.error} data-testid="feed-error">
          {feedError(result.error)}
        </p>
      ) : null}
      {report ? (
        <div className={s.card} data-testid="feed-report">
          <h2>{t("feed.report")}</h2>
          <FeedReport report={report} />
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className={s.stack}>
        {landlordField}
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
      {overview ? (
        <>
          <h2>{t("feed.urlTitle")}</h2>
          <p className={s.muted}>{t("feed.urlHint")}</p>
          <Form method="post" className={s.stack}>
            {landlordField}
            <input type="hidden" name="intent" value="url" />
            <label className={s.label}>
              {t("feed.url")}
              <input type="url" name="url" required defaultValue={result?.intent === "url" && !result.ok ? (result.url ?? "") : (overview.source?.url ?? "")} className={s.input} />
            </label>
            <label className={s.label}>
              {t("feed.format")}
              <select name="format" defaultValue={result?.intent === "url" && !result.ok ? (result.format ?? "auto") : (overview.source?.format ?? "auto")} className={s.input}>
                {FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`feed.formats.${f}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={s.button}>
              {t("feed.saveUrl")}
            </button>
          </Form>
          {overview.source ? (
            <Form method="post" className={s.form}>
              {landlordField}
              <input type="hidden" name="intent" value="pull" />
              <p className={s.muted}>{t("feed.nextPull", { at: beijingTime(overview.source.nextPullAt) })}</p>
              <button type="submit" className={s.button}>
                {t("feed.pullNow")}
              </button>
            </Form>
          ) : null}
          <h2>{t("feed.runs")}</h2>
          {overview.runs.length ? (
            <ol className={s.stack} data-testid="feed-runs">
              {overview.runs.map((run) => (
                <li key={run.id} className={s.card}>
                  <p>
                    <strong>{beijingTime(run.at)}</strong> · {t(`feed.origins.${run.origin}`)} · {t(`feed.outcomes.${run.outcome}`)} · {run.actor}
                  </p>
                  {run.url ? <p className={s.code}>{run.url}</p> : null}
                  {run.error ? <p className={s.error}>{feedError(run.error)}</p> : null}
                  {run.report ? <FeedReport report={run.report} /> : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className={s.muted}>{t("feed.noRuns")}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
