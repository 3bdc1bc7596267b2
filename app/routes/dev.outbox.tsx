import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OUTBOX_HEADERS, readOutbox } from "~/lib/outbox.server";
import * as s from "~/components/login-dialog/Outbox.css";
import { devKeyCookie } from "~/lib/dev-pay.server";

/** The dev outbox page: every code sent and captcha answer expected. */
export async function loader({ request }: LoaderFunctionArgs) {
  const entries = await readOutbox(request);
  if (!entries) throw new Response("Not Found", { status: 404 });
  // The JSON link carries the key this page was opened with (it passed the check above).
  const key = new URL(request.url).searchParams.get("key") ?? request.headers.get("x-outbox-key") ?? "";
  // Opened with the key in the address: the development checkout (/dev/pay) lets this browser in too.
  const headers = new URL(request.url).searchParams.has("key") ? { ...OUTBOX_HEADERS, "Set-Cookie": devKeyCookie() } : OUTBOX_HEADERS;
  return data({ entries, json: `/dev/outbox.json?key=${encodeURIComponent(key)}` }, { headers });
}

export const meta: MetaFunction = () => [{ title: "Dev outbox" }, { name: "robots", content: "noindex" }];

export default function Outbox() {
  const { entries, json } = useLoaderData<typeof loader>();
  return (
    <section className={s.page} lang="en">
      <h1 className={s.title}>Dev outbox</h1>
      <p className={s.note}>
        Codes that reached no phone or inbox and the captcha answers the server expects (recorded while neither an SMS gateway nor SMTP is configured, or with <code>OUTBOX=1</code>; shown only on this machine, with the key from the start log), newest first. Also as <a href={json}>JSON</a>.
      </p>
      <table className={s.table}>
        <thead>
          <tr>
            <th>at</th>
            <th>kind</th>
            <th>to</th>
            <th>code</th>
            <th>text</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={i}>
              <td>{e.at}</td>
              <td>{e.kind}</td>
              <td>{e.to}</td>
              <td>
                <strong>{e.code}</strong>
              </td>
              <td className={s.text}>{e.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
