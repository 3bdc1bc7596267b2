import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { LanguagePair } from "~/components/ops/LanguagePair";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { field, fields, opsCall, opsMessages, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * One help question, written or changed in both languages (/ops/help/new, /ops/help/<id>): its
 * category, address, titles and answers in the plain text form the API parses. A refusal comes
 * back in the staff member's language with everything typed kept; a save goes back to the list.
 */
const FIELDS = ["categoryId", "slug", "titleCn", "titleEn", "bodyCn", "bodyEn"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "help"));
  const list = await opsCall("/rest/ops/help/list", {}, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  const categories = list.data.categories.map((c) => ({ id: c.id, slug: c.slug, nameCn: c.nameCn, nameEn: c.nameEn }));
  if (params.id === "new") {
    const wanted = new URL(request.url).searchParams.get("category");
    const category = list.data.categories.find((c) => c.slug === wanted) ?? list.data.categories[0];
    const values: Values = { categoryId: category ? String(category.id) : "", slug: "", titleCn: "", titleEn: "", bodyCn: "", bodyEn: "" };
    return data({ categories, question: null, values }, { headers: { "Cache-Control": "no-store" } });
  }
  const question = list.data.categories.flatMap((c) => c.questions).find((q) => String(q.id) === params.id);
  if (!question) throw new Response(opsMessages(lang).help.notFound, { status: 404 });
  const values: Values = {
    categoryId: String(question.categoryId),
    slug: question.slug,
    titleCn: question.titleCn,
    titleEn: question.titleEn,
    bodyCn: question.bodyCn,
    bodyEn: question.bodyEn,
  };
  return data(
    { categories, question: { id: question.id, published: question.published, helpfulYes: question.helpfulYes, helpfulNo: question.helpfulNo }, values },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "help"));
  const form = await readForm(request);
  const values: Values = fields(form, FIELDS);
  const publish = field(form, "intent") === "publish";
  const id = params.id === "new" ? undefined : params.id;
  const r = await opsCall("/rest/ops/help/question/save", { ...values, ...(id ? { id } : {}), ...(publish ? { publish: "1" } : {}) } as never, request, lang);
  if (!r.ok) return data({ ok: false, msg: r.msg, values }, { status: 400 });
  return redirect(`/ops/help?done=${publish ? "published" : "saved"}`);
}

export default function OpsHelpQuestion() {
  const { t, lang } = useOps();
  const { categories, question, values: loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values = result?.values ?? loaded;
  return (
    <section>
      <p>
        <Link to="/ops/help">← {t("help.back")}</Link>
      </p>
      <h1 className={s.title}>{t(question ? "help.editTitle" : "help.newTitle")}</h1>
      {question ? (
        <p className={s.muted}>
          {t(question.published ? "help.published" : "help.draft")} · {t("help.votes")} {t("help.votesCount", { yes: question.helpfulYes, no: question.helpfulNo })}
        </p>
      ) : null}
      <Notice result={result} />
      {/* noValidate: the API's translated refusal is the one message, and a no-JS browser gets the same. */}
      <Form method="post" className={s.editor} data-testid="help-question-form" noValidate>
        <div className={s.pair}>
          <label className={s.label}>
            {t("help.category")}
            <select name="categoryId" className={s.input} defaultValue={values.categoryId}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {lang === "en" ? `${c.nameEn} · ${c.nameCn}` : `${c.nameCn} · ${c.nameEn}`}
                </option>
              ))}
            </select>
          </label>
          <label className={s.label}>
            {t("help.slug")}
            <input name="slug" className={s.input} defaultValue={values.slug} maxLength={80} autoCapitalize="none" spellCheck={false} />
          </label>
        </div>
        <LanguagePair name="title" labels={{ cn: t("help.titleCn"), en: t("help.titleEn") }} values={values} maxLength={120} />
        <p className={s.muted}>{t("help.bodyHint")}</p>
        <LanguagePair name="body" labels={{ cn: t("help.bodyCn"), en: t("help.bodyEn") }} values={values} maxLength={6000} rows={12} />
        <div className={s.form}>
          <button type="submit" name="intent" value="save" className={s.button}>
            {t("help.save")}
          </button>
          {question?.published ? null : (
            <button type="submit" name="intent" value="publish" className={s.secondary}>
              {t("help.saveAndPublish")}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
