import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { LanguagePair } from "~/components/ops/LanguagePair";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { fields, opsCall, opsMessages, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * One help category, made or changed in both languages (/ops/help/category/new,
 * /ops/help/category/<id>): its address, its place among the categories, its names and the line
 * under each name on the public help centre. A refusal comes back in the staff member's language
 * with everything typed kept; a save goes back to the list, filtered to the category.
 */
const FIELDS = ["slug", "position", "nameCn", "nameEn", "descriptionCn", "descriptionEn"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "help"));
  if (params.id === "new") {
    const values: Values = { slug: "", position: "", nameCn: "", nameEn: "", descriptionCn: "", descriptionEn: "" };
    return data({ category: null, values }, { headers: { "Cache-Control": "no-store" } });
  }
  const list = await opsCall("/rest/ops/help/list", {}, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  const category = list.data.categories.find((c) => String(c.id) === params.id);
  if (!category) throw new Response(opsMessages(lang).help.categoryNotFound, { status: 404 });
  const values: Values = {
    slug: category.slug,
    position: String(category.position),
    nameCn: category.nameCn,
    nameEn: category.nameEn,
    descriptionCn: category.descriptionCn,
    descriptionEn: category.descriptionEn,
  };
  return data({ category: { id: category.id, questions: category.questions.length }, values }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "help"));
  const form = await readForm(request);
  const values: Values = fields(form, FIELDS);
  const { position, ...rest } = values;
  const id = params.id === "new" ? undefined : params.id;
  // A blank position leaves it as it is (a new category goes after the last).
  const r = await opsCall("/rest/ops/help/category/save", { ...rest, ...(position.trim() ? { position } : {}), ...(id ? { id } : {}) } as never, request, lang);
  if (!r.ok) return data({ ok: false, msg: r.msg, values }, { status: 400 });
  return redirect(`/ops/help?category=${encodeURIComponent(r.data.slug)}&done=category`);
}

export default function OpsHelpCategory() {
  const { t } = useOps();
  const { category, values: loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values = result?.values ?? loaded;
  return (
    <section>
      <p>
        <Link to="/ops/help">← {t("help.back")}</Link>
      </p>
      <h1 className={s.title}>{t(category ? "help.editCategoryTitle" : "help.newCategoryTitle")}</h1>
      {category ? <p className={s.muted}>{t("help.categoryQuestions", { count: category.questions })}</p> : null}
      <Notice result={result} />
      {/* noValidate: the API's translated refusal is the one message, and a no-JS browser gets the same. */}
      <Form method="post" className={s.editor} data-testid="help-category-form" noValidate>
        <div className={s.pair}>
          <label className={s.label}>
            {t("help.slug")}
            <input name="slug" className={s.input} defaultValue={values.slug} maxLength={80} autoCapitalize="none" spellCheck={false} />
          </label>
          <label className={s.label}>
            {t("help.position")}
            <input name="position" inputMode="numeric" className={s.input} defaultValue={values.position} />
          </label>
        </div>
        <LanguagePair name="name" labels={{ cn: t("help.nameCn"), en: t("help.nameEn") }} values={values} maxLength={40} />
        <LanguagePair name="description" labels={{ cn: t("help.descriptionCn"), en: t("help.descriptionEn") }} values={values} maxLength={200} rows={3} />
        <div className={s.form}>
          <button type="submit" className={s.button}>
            {t("help.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
