import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readOutbox } from "~/lib/outbox.server";
import * as s from "~/components/login-dialog/Outbox.css";

/** The dev outbox page: every code sent and captcha answer expected. */
export async function loader({ request }: LoaderFunctionArgs) {
  const entries = await readOutbox(request);
  if (!entries) throw new Response("Not Found", { status: 404 });
  return data({ entries }, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export const meta: MetaFunction = () => [{ title: "Dev outbox" }, { name: "robots", content: "noindex" }];

export default function Outbox() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <section className={s.page} lang="en">
      <h1 className={s.title}>Dev outbox</h1>
      <p className={s.note}>
        What the server sent or expects (codes are recorded here while no SMS gateway or SMTP is configured, or with <code>OUTBOX=1</code>; shown only on this machine), newest first. Also at <a href="/dev/outbox.json">/dev/outbox.json</a>.
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
