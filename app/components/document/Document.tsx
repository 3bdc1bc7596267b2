import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translate";
import type { Block, DocumentData } from "~/content/legal/types";
import { localHref } from "#core/lang";
import * as s from "./Document.css";

/** Legal documents link to each other at the bottom; the payment and service agreements open in a new tab. */
const RELATED = [
  { name: "user-agreement", labelKey: "links.userAgreement", newTab: false },
  { name: "privacy", labelKey: "links.privacy", newTab: false },
  { name: "service-agreement", labelKey: "links.serviceAgreement", newTab: true },
  { name: "payment-agreement", labelKey: "links.paymentAgreement", newTab: true },
] as const;

interface Props {
  data: DocumentData;
  /** "legal": title band, date and related documents. "about": a brand hero (company pages). */
  variant?: "legal" | "about";
  /** Shown inside the hero, under the summary (about pages). */
  hero?: ReactNode;
  /** Extra content appended to the section of that id (e.g. the QR codes of #mobile). */
  slots?: Record<string, ReactNode>;
}

/**
 * A long document: title, summary and last-updated date, a table of contents beside the text,
 * sections with anchors. The text comes from loader data (app/content/legal/*.server.ts).
 */
export function Document({ data, variant = "legal", hero, slots }: Props) {
  const { t } = useTranslation();
  const { doc, lang, name } = data;
  const about = variant === "about";
  return (
    <div data-testid="document" data-document={name}>
      <div className={about ? s.heroBand : s.band}>
        <header className={s.bandInner}>
          <p className={s.eyebrow}>{t("site.name")}</p>
          <h1 className={s.title}>{doc.title}</h1>
          <p className={s.summary}>{doc.summary}</p>
          {data.updated ? (
            <p className={s.updated} data-testid="document-updated">
              {t("document.updated", { date: data.updated })}
            </p>
          ) : null}
          {hero}
        </header>
      </div>
      <div className={s.body}>
        <nav className={s.toc} aria-labelledby="doc-toc-title">
          <h2 className={s.tocTitle} id="doc-toc-title">
            {t("document.toc")}
          </h2>
          <ol className={s.tocList}>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a className={s.tocLink} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={s.article}>
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} className={s.section} aria-labelledby={`${section.id}-title`}>
              <h2 className={s.sectionTitle} id={`${section.id}-title`}>
                {section.title}
              </h2>
              {section.blocks.map((block, i) => (
                <DocBlock key={i} block={block} />
              ))}
              {slots?.[section.id]}
            </section>
          ))}
          {about ? null : (
            <aside className={s.related} aria-labelledby="doc-related-title">
              <h2 className={s.relatedTitle} id="doc-related-title">
                {t("document.related")}
              </h2>
              <ul className={s.relatedList}>
                {RELATED.filter((r) => r.name !== name).map((r) => (
                  <li key={r.name}>
                    <Link
                      to={localHref(`/common/${r.name}`, lang)}
                      {...(r.newTab ? { target: "_blank", rel: "noopener" } : {})}
                    >
                      {t(r.labelKey)}
                      {r.newTab ? <span className={s.newTab}>{t("document.opensInNewTab")}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </article>
      </div>
    </div>
  );
}

function DocBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "p":
      return <p className={s.paragraph}>{block.text}</p>;
    case "h3":
      return <h3 className={s.subTitle}>{block.text}</h3>;
    case "ul":
      return (
        <ul className={s.list}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol className={s.list}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      );
    case "dl":
      return (
        <dl className={s.defs}>
          {block.items.map((item, i) => (
            <div key={i} className={s.defRow}>
              <dt className={s.defTerm}>{item.term}</dt>
              <dd className={s.defText}>{item.text}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
