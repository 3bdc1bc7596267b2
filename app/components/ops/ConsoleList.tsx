import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Notice } from "./Notice";
import * as s from "./Ops.css";

/**
 * What the console's list pages share: a title, filter links (plain links, so they work without
 * JavaScript and can be bookmarked), the total, the last action's outcome, an empty message or a
 * table, and per-row forms that post a note or a reason with hidden fields naming the record.
 */

export interface FilterLink {
  /** A query string ("?status=new"), a path, or both. */
  to: string;
  label: string;
  current: boolean;
}

export interface Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** A cell's own class (a code, an overdue state). */
  className?: (row: Row) => string | undefined;
}

/** The console's table: a head, then a row per record (each a card of stacked cells on a phone). */
export function DataTable<Row>(props: {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row, index: number) => string | number;
  /** Extra attributes on each row (data-* that tests and scripts find rows by). */
  rowProps?: (row: Row) => Record<string, string | number>;
  testId?: string;
}) {
  return (
    <table className={s.table} data-testid={props.testId}>
      <thead>
        <tr>
          {props.columns.map((c, i) => (
            <th key={i}>{c.head}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, n) => (
          <tr key={props.rowKey(row, n)} {...(props.rowProps?.(row) ?? {})}>
            {props.columns.map((c, i) => (
              <td key={i} className={c.className?.(row)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ListPage<Row>(props: {
  title: string;
  filters?: FilterLink[];
  total?: string;
  result?: { ok: boolean; msg: string } | null;
  /** Above the table (a form to add, a hint). */
  intro?: ReactNode;
  empty: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Extra attributes on each row (data-* that tests and scripts find rows by). */
  rowProps?: (row: Row) => Record<string, string | number>;
  /** Below the table (paging). */
  footer?: ReactNode;
}) {
  return (
    <section>
      <h1 className={s.title}>{props.title}</h1>
      {props.filters?.length || props.total ? (
        <div className={s.tabs}>
          {props.filters?.map((f) => (
            <Link key={f.to} to={f.to} aria-current={f.current ? "page" : undefined}>
              {f.label}
            </Link>
          ))}
          {props.total ? <span className={s.muted}>{props.total}</span> : null}
        </div>
      ) : null}
      {props.intro}
      <Notice result={props.result} />
      {props.rows.length === 0 ? <p>{props.empty}</p> : <DataTable rows={props.rows} columns={props.columns} rowKey={props.rowKey} rowProps={props.rowProps} />}
      {props.footer}
    </section>
  );
}

/**
 * A row's form: hidden fields naming the record, optional controls, a text (note, reason or
 * reply) and one or more submit buttons (each may carry `name=value`, like an intent). `value`
 * refills the text after a refusal, so nothing typed is lost.
 */
export function NoteForm(props: {
  hidden: Record<string, string | number>;
  text?: { name: string; label: string; value?: string; maxLength?: number; required?: boolean; multiline?: boolean; showLabel?: boolean };
  children?: ReactNode;
  buttons: { label: string; name?: string; value?: string; tone?: "primary" | "secondary" | "danger" }[];
  action?: string;
  encType?: "multipart/form-data";
}) {
  const t = props.text;
  const input = t ? (
    t.multiline ? (
      <textarea name={t.name} maxLength={t.maxLength ?? 2000} required={t.required} className={s.input} defaultValue={t.value ?? ""} aria-label={t.showLabel ? undefined : t.label} rows={3} />
    ) : (
      <input name={t.name} maxLength={t.maxLength ?? 500} required={t.required} className={s.input} defaultValue={t.value ?? ""} aria-label={t.showLabel ? undefined : t.label} placeholder={t.showLabel ? undefined : t.label} />
    )
  ) : null;
  return (
    <Form method="post" className={s.form} action={props.action} encType={props.encType}>
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
      {input && t?.showLabel ? (
        <label className={s.label}>
          {t.label}
          {input}
        </label>
      ) : (
        input
      )}
      {props.buttons.map((b) => (
        <button key={b.label} type="submit" name={b.name} value={b.value} className={b.tone === "danger" ? s.danger : b.tone === "secondary" ? s.secondary : s.button}>
          {b.label}
        </button>
      ))}
    </Form>
  );
}

/** A form's text the action sent back after a refusal, when it was for this row. */
export function kept(result: { ok: boolean; id?: string; values?: Record<string, string> } | null | undefined, id: string | number, name: string): string {
  return result && !result.ok && result.id === String(id) ? (result.values?.[name] ?? "") : "";
}
