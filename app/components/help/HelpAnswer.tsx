import { Link } from "@remix-run/react";
import type { ApiData } from "#core/contract";
import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";
import { isSitePath } from "#core/site-path";
import * as s from "./Help.css";

type Block = ApiData<"/rest/help/question">["question"]["body"][number];
type Inline = Extract<Block, { kind: "p" }>["content"][number];

/**
 * An answer of the help centre from its blocks: paragraphs and lists of text and links to the
 * site's own pages (in the page's language). Text is rendered as text; a link whose target is
 * not a path of this site (only a hand edit of the database could store one) shows as text.
 */
function Runs({ runs, lang }: { runs: readonly Inline[]; lang: Lang }) {
  return (
    <>
      {runs.map((run, i) =>
        run.href !== undefined && isSitePath(run.href) ? (
          <Link key={i} to={localHref(run.href, lang)} className={s.link}>
            {run.text}
          </Link>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

export function HelpAnswer({ blocks, lang }: { blocks: readonly Block[]; lang: Lang }) {
  return (
    <div className={s.answer} data-testid="help-answer">
      {blocks.map((block, i) => {
        if (block.kind === "p") {
          return (
            <p key={i}>
              <Runs runs={block.content} lang={lang} />
            </p>
          );
        }
        const items = block.items.map((item, j) => (
          <li key={j}>
            <Runs runs={item} lang={lang} />
          </li>
        ));
        return block.kind === "ol" ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      })}
    </div>
  );
}
