import * as s from "./Help.css";

/** Text as the help search answers it: segments, the matched ones marked. Rendered as text, never HTML. */
export function Highlighted({ segments }: { segments: readonly { text: string; hit: boolean }[] }) {
  return (
    <>
      {segments.map((seg, i) =>
        seg.hit ? (
          <mark key={i} className={s.mark}>
            {seg.text}
          </mark>
        ) : (
          seg.text
        ),
      )}
    </>
  );
}
