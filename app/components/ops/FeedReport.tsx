import * as s from "./Ops.css";
import { useOps } from "~/lib/ops";

export interface FeedReportData {
  created: string[];
  updated: string[];
  unchanged: string[];
  unpublished: string[];
  rejected: { ref: string | null; index: number; reasons: string[] }[];
  photos: { ref: string; url: string; reason: string }[];
}

/** One run's report of the listings feed: what was created, updated, left, unpublished, rejected and why, and photos that failed. */
export function FeedReport({ report }: { report: FeedReportData }) {
  const { t } = useOps();
  return (
    <>
      {(["created", "updated", "unchanged", "unpublished"] as const).map((k) => (
        <p key={k}>
          {t(`feed.${k}`, { count: report[k].length })}
          {report[k].length ? `: ${report[k].join(", ")}` : ""}
        </p>
      ))}
      <p>{t("feed.rejected", { count: report.rejected.length })}</p>
      <ul>
        {report.rejected.map((r) => (
          <li key={r.index}>
            <span className={s.code}>{r.ref ?? `#${r.index + 1}`}</span>: {r.reasons.join("; ")}
          </li>
        ))}
      </ul>
      {report.photos?.length ? (
        <>
          <p>{t("feed.photosFailed", { count: report.photos.length })}</p>
          <ul>
            {report.photos.map((p) => (
              <li key={`${p.ref} ${p.url}`}>
                <span className={s.code}>{p.ref}</span> <span className={s.code}>{p.url}</span>: {p.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** Why a run failed, in the console's language: a malformed feed, or what stopped the fetch (with its detail). */
export function useFeedError() {
  const { t } = useOps();
  return (error: string) => {
    if (error === "console_feed_malformed") return t("feed.malformed");
    const m = /^fetch (\w+): (.*)$/.exec(error);
    return m ? `${t(`feed.fetch.${m[1]}`)} (${m[2]})` : error;
  };
}
