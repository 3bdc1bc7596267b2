import { Form } from "@remix-run/react";
import type { ApiData } from "#core/contract";
import { DOCUMENT_MAX_BYTES } from "#core/constants";
import { localHref } from "#core/lang";
import { RETENTION, type DocumentKind } from "#core/retention";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { useLang } from "~/lib/root-data";
import { useTranslation } from "~/lib/translate";
import * as d from "./Documents.css";

type List = ApiData<"/rest/user/client/document/list">;
export type DocumentItem = List["list"][number];
export type ConsentState = List["consent"];

const day = (iso: string) => iso.slice(0, 10);

/**
 * A student's documents: each with what it is, when it was uploaded, the day it will be deleted
 * and why, a download link and a delete button. Every form posts to /{lang}/user/documents
 * (plain forms: they work without JavaScript), which comes back to `returnTo`.
 */
export function DocumentList({ list, returnTo, showCase = false }: { list: readonly DocumentItem[]; returnTo: string; showCase?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (list.length === 0) return null;
  return (
    <ul className={s.list} data-testid="document-list">
      {list.map((doc) => (
        <li key={doc.documentCode} className={d.item} data-testid="document" data-code={doc.documentCode} data-kind={doc.kind}>
          <div className={d.text}>
            <p className={d.name}>
              <strong>{doc.kindName}</strong> · <span className={d.file}>{doc.fileName}</span>
            </p>
            {showCase ? (
              <p className={s.muted}>
                {doc.applyCode ? t("documents.forApplication", { code: doc.applyCode }) : t("documents.forOrder", { code: doc.orderNo ?? "" })}
                {doc.apartmentName ? ` · ${doc.apartmentName}` : ""}
              </p>
            ) : null}
            <p className={s.muted}>{t("documents.uploadedOn", { date: day(doc.uploadedAt) })}</p>
            <p className={d.kept} data-testid="document-kept-until">
              {t("documents.keptUntil", { date: day(doc.deleteAfter) })} <span className={s.muted}>({doc.retention})</span>
            </p>
          </div>
          <div className={f.actions}>
            <a className={f.button.secondary} href={localHref(`/user/document/${doc.documentCode}`, lang)} download data-testid="document-download">
              {t("documents.download")}
            </a>
            <Form method="post" action={localHref("/user/documents", lang)}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="documentCode" value={doc.documentCode} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <button type="submit" className={f.button.danger} aria-label={t("documents.deleteLabel", { name: doc.fileName })} data-testid="document-delete">
                {t("documents.delete")}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The upload form at the point of need: the kinds this case takes, the file, and the separate consent until it is given. */
export function DocumentUpload({
  target,
  kinds,
  consent,
  returnTo,
}: {
  target: { applyCode: string } | { orderNo: string };
  kinds: readonly { kind: DocumentKind; name: string }[];
  consent: ConsentState;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form method="post" encType="multipart/form-data" action={localHref("/user/documents", lang)} className={f.form} data-testid="document-upload">
      <h3 className={s.subTitle}>{t("documents.uploadTitle")}</h3>
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {"applyCode" in target ? <input type="hidden" name="applyCode" value={target.applyCode} /> : <input type="hidden" name="orderNo" value={target.orderNo} />}
      {"orderNo" in target ? <p className={s.muted}>{t("documents.refusalHint", { days: RETENTION.afterRefundDecisionDays })}</p> : null}
      <div className={f.field}>
        <label className={f.label} htmlFor="document-kind">
          {t("documents.kind")}
        </label>
        <select id="document-kind" name="kind" className={f.input} required data-testid="document-kind">
          {kinds.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.name}
            </option>
          ))}
        </select>
      </div>
      <div className={f.field}>
        <label className={f.label} htmlFor="document-file">
          {t("documents.file")}
        </label>
        <input
          id="document-file"
          name="file"
          type="file"
          required
          accept="application/pdf,image/jpeg,image/png"
          className={d.fileInput}
          aria-describedby="document-file-hint"
          data-max-bytes={DOCUMENT_MAX_BYTES}
          data-testid="document-file"
        />
        <span className={f.hint} id="document-file-hint">
          {t("documents.fileHint")}
        </span>
      </div>
      {consent.given ? (
        <p className={s.muted} data-testid="consent-given">
          {t("documents.consentGiven", { date: day(consent.givenAt ?? "") })}
        </p>
      ) : (
        <fieldset className={f.fieldset} data-testid="document-consent">
          <legend className={f.legend}>{t("documents.consentTitle")}</legend>
          <p className={d.consentText}>{consent.text}</p>
          <label className={f.choice}>
            <input type="checkbox" name="consent" value="1" required data-testid="document-consent-box" />
            {t("documents.consentAgree")}
          </label>
        </fieldset>
      )}
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} data-testid="document-submit">
          {t("documents.upload")}
        </button>
      </div>
    </Form>
  );
}

/** The documents section of an application's or an order's page. */
export function DocumentsPanel(props: {
  list: readonly DocumentItem[];
  consent: ConsentState;
  target: { applyCode: string } | { orderNo: string };
  kinds: readonly { kind: DocumentKind; name: string }[];
  canUpload: boolean;
  returnTo: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={s.card} aria-labelledby="documents-title" data-testid="documents">
      <h2 className={s.subTitle} id="documents-title">
        {t("documents.title")}
      </h2>
      <p className={s.muted}>{t("documents.lead")}</p>
      <DocumentList list={props.list} returnTo={props.returnTo} />
      {props.canUpload ? <DocumentUpload target={props.target} kinds={props.kinds} consent={props.consent} returnTo={props.returnTo} /> : null}
    </section>
  );
}
