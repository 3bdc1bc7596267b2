import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DOCUMENT_BODY_LIMIT } from "#core/body";
import { DOCUMENT_MAX_BYTES } from "#core/constants";
import { localHref } from "#core/lang";
import { DOCUMENT_KINDS, type DocumentKind } from "#core/retention";
import { DocumentList } from "~/components/documents/DocumentsPanel";
import * as s from "~/components/student/Student.css";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { failureText, redirectWithToast, requireLang, requireStudent } from "~/lib/applications.server";
import { isRefusal, readForm } from "~/lib/form.server";
import { getFixedT } from "~/lib/i18n.server";
import { useTranslation } from "~/lib/translate";

/**
 * /{lang}/user/documents: every document of the student's, each with the day it will be deleted,
 * and the one action behind every documents form of the site (this page's, an application's, an
 * order's): upload or delete, then back to the page the form was on (`returnTo`, a page of the
 * student's own corner) with the outcome as a notice. Plain forms: they work without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const { list } = await loadOrThrow("/rest/user/client/document/list", {}, { request });
  return { list };
}

const day = (iso: string) => iso.slice(0, 10);

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const t = getFixedT(lang);
  const here = localHref("/user/documents", lang);
  let form: FormData;
  try {
    form = await readForm(request, { lang, limit: DOCUMENT_BODY_LIMIT });
  } catch (error) {
    // A file over the cap: the same page with the translated notice (the Referer is where the form was).
    if (isRefusal(error, 413)) return redirectWithToast(backTo(request.headers.get("referer"), lang) ?? here, { type: "error", text: t("documents.tooBig") });
    throw error;
  }
  const back = backTo(String(form.get("returnTo") ?? ""), lang) ?? here;
  const intent = form.get("intent");
  if (intent === "delete") {
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/document/delete", { documentCode: String(form.get("documentCode") ?? "") }, { request }), back);
    if (!r.ok) return redirectWithToast(back, { type: "error", text: failureText(r, lang) });
    return redirectWithToast(back, { type: "success", text: t("documents.deleted") });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return redirectWithToast(back, { type: "error", text: t("documents.chooseFile") });
  if (file.size > DOCUMENT_MAX_BYTES) return redirectWithToast(back, { type: "error", text: t("documents.tooBig") });
  const kind = String(form.get("kind") ?? "");
  const fields = {
    kind: (DOCUMENT_KINDS as readonly string[]).includes(kind) ? (kind as DocumentKind) : ("" as DocumentKind),
    applyCode: String(form.get("applyCode") ?? "") || null,
    orderNo: String(form.get("orderNo") ?? "") || null,
    consent: form.get("consent") ? "1" : null,
  };
  const r = await redirectIfExpired(request, await callApi("/rest/user/client/document/upload", fields, { request, files: { file } }), back);
  if (!r.ok) return redirectWithToast(back, { type: "error", text: failureText(r, lang) });
  return redirectWithToast(back, { type: "success", text: t("documents.uploaded", { name: r.data.document.fileName, date: day(r.data.deleteAfter) }) });
}

/** Only a page of the student's own corner in this language (a path, or the Referer's path). */
function backTo(value: string | null, lang: string): string | null {
  if (!value) return null;
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      path = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  return path.startsWith(`/${lang}/user/`) && !/\\|\/\//.test(path) ? path : null;
}

export default function DocumentsPage() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className={s.card} aria-labelledby="my-documents-title" data-testid="my-documents">
      <h1 className={s.title} id="my-documents-title">
        {t("documents.myTitle")}
      </h1>
      <p className={s.muted}>{t("documents.lead")}</p>
      {list.length === 0 ? <p className={s.muted}>{t("documents.empty")}</p> : <DocumentList list={list} returnTo="" showCase />}
    </section>
  );
}
