import * as s from "./Ops.css";

/** An action's outcome on a console page: the API's own message, green or red. */
export function Notice({ result }: { result?: { ok: boolean; msg: string } | null }) {
  if (!result?.msg) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? s.ok : s.error}>
      {result.msg}
    </p>
  );
}
