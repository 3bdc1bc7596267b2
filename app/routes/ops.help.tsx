import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ListPage, NoteForm } from "~/components/ops/ConsoleList";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { field, opsCall, opsMessages, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * The help centre's questions (moderators and admins): every category's questions in both
 * languages, drafts included, with their helpful votes; publish or take one off here, write or
 * change one on its own page (/ops/help/<id>, /ops/help/new). A published change shows on the
 * public help pages within seconds (api/help/service.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "help"));
  const list = await opsCall("/rest/ops/help/list", {}, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  const url = new URL(request.url);
  const wanted = url.searchParams.get("category") ?? "";
  const current = list.data.categories.find((c) => c.slug === wanted)?.slug ?? "";
  const asked = url.searchParams.get("done");
  const done = asked === "saved" || asked === "published" || asked === "category" ? asked : null;
  const category = list.data.categories.find((c) => c.slug === current);
  return data(
    { categories: list.data.categories, current, currentId: category?.id ?? null, done },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "help"));
  const form = await readForm(request);
  const id = field(form, "id");
  const publish = field(form, "intent") === "publish";
  const r = await opsCall(publish ? "/rest/ops/help/question/publish" : "/rest/ops/help/question/unpublish", { id } as never, request, lang);
  const t = opsMessages(lang).help;
  return data({ ok: r.ok, msg: r.ok ? (publish ? t.publishedNow : t.unpublishedNow) : r.msg, id }, { status: r.ok ? 200 : 400 });
}

export default function OpsHelp() {
  const { t, lang } = useOps();
  const { categories, current, currentId, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const shown = current ? categories.filter((c) => c.slug === current) : categories;
  const rows = shown.flatMap((c) => c.questions.map((q) => ({ ...q, category: c })));
  const site = lang === "en" ? "en" : "cn";
  return (
    <ListPage
      title={t("help.title")}
      filters={[
        { to: "/ops/help", label: t("help.all"), current: current === "" },
        ...categories.map((c) => ({ to: `?category=${c.slug}`, label: lang === "en" ? c.nameEn : c.nameCn, current: current === c.slug })),
      ]}
      total={t("common.total", { count: rows.length })}
      result={result ?? (done ? { ok: true, msg: t(done === "published" ? "help.publishedNow" : done === "category" ? "help.categorySaved" : "help.saved") } : null)}
      intro={
        <p className={s.form}>
          <Link to={`/ops/help/new${current ? `?category=${current}` : ""}`} className={s.button} data-testid="help-new">
            {t("help.newQuestion")}
          </Link>
          {currentId === null ? null : (
            <Link to={`/ops/help/category/${currentId}`} className={s.secondary} data-testid="help-category-edit">
              {t("help.editCategory")}
            </Link>
          )}
          <Link to="/ops/help/category/new" className={s.secondary} data-testid="help-category-new">
            {t("help.newCategory")}
          </Link>
        </p>
      }
      empty={t("help.empty")}
      rows={rows}
      rowKey={(q) => q.id}
      rowProps={(q) => ({ "data-help-question": q.id, "data-help-slug": q.slug })}
      columns={[
        {
          head: t("help.question"),
          cell: (q) => (
            <>
              <div lang="zh-CN">{q.titleCn}</div>
              <div lang="en">{q.titleEn}</div>
              <div className={s.muted}>
                <span lang="zh-CN">{q.category.nameCn}</span> · <span lang="en">{q.category.nameEn}</span> · <span className={s.code}>{q.slug}</span>
              </div>
            </>
          ),
        },
        {
          head: t("help.state"),
          cell: (q) => (
            <>
              <span className={q.published ? s.ok : s.muted}>{t(q.published ? "help.published" : "help.draft")}</span>
              {q.published ? (
                <div>
                  <a href={`/${site}/help/${q.category.slug}/${q.slug}`} target="_blank" rel="noreferrer">
                    {t("help.view")}
                  </a>
                </div>
              ) : null}
            </>
          ),
        },
        { head: t("help.votes"), cell: (q) => t("help.votesCount", { yes: q.helpfulYes, no: q.helpfulNo }) },
        {
          head: t("help.actions"),
          cell: (q) => (
            <NoteForm hidden={{ id: q.id }} buttons={[q.published ? { label: t("help.unpublish"), name: "intent", value: "unpublish", tone: "secondary" } : { label: t("help.publish"), name: "intent", value: "publish" }]}>
              <Link to={`/ops/help/${q.id}`} data-testid="help-edit">
                {t("help.edit")}
              </Link>
            </NoteForm>
          ),
        },
      ]}
    />
  );
}
