// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { kept, ListPage, NoteForm } from "~/components/ops/ConsoleList";
import { parse, serverHtml } from "./harness";

/**
 * The console's shared list: filter links, the total, the outcome, rows with their data
 * attributes, and per-row forms that post without JavaScript and keep a refused text.
 */
type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 7, name: "Alpha" },
  { id: 9, name: "Beta" },
];

async function html(element: JSX.Element) {
  return parse(await serverHtml({ lang: "en", url: "/en/sitemap", root: () => ({ lang: "en" }), element }));
}

describe("ListPage and NoteForm", () => {
  it("renders filters, total, rows and a plain POST form per row that keeps a refused note", async () => {
    const result = { ok: false, msg: "Too long", id: "9", values: { note: "what I typed" } };
    const doc = await html(
      <ListPage<Row>
        title="Things"
        filters={[
          { to: "?status=new", label: "New", current: true },
          { to: "?status=closed", label: "Closed", current: false },
        ]}
        total="2 in all"
        result={result}
        empty="Nothing"
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-thing-id": r.id })}
        columns={[
          { head: "Name", cell: (r) => r.name },
          { head: "Act", cell: (r) => <NoteForm hidden={{ id: r.id }} text={{ name: "note", label: "Note", value: kept(result, r.id, "note") }} buttons={[{ label: "Save", name: "intent", value: "save" }]} /> },
        ]}
      />,
    );
    expect(doc.querySelector("h1")?.textContent).toBe("Things");
    expect([...doc.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.getAttribute("aria-current")])).toEqual([
      ["/en/sitemap?status=new", "page"],
      ["/en/sitemap?status=closed", null],
    ]);
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe("Too long");
    expect([...doc.querySelectorAll("th")].map((th) => th.textContent)).toEqual(["Name", "Act"]);
    const row = doc.querySelector('tr[data-thing-id="9"]')!;
    const form = row.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="id"]')!.value).toBe("9");
    expect(form.querySelector<HTMLInputElement>('input[name="note"]')!.getAttribute("value")).toBe("what I typed");
    expect(form.querySelector("button")!.getAttribute("value")).toBe("save");
    // Only the refused row gets its text back.
    expect(doc.querySelector('tr[data-thing-id="7"] input[name="note"]')!.getAttribute("value")).toBe("");
  });

  it("shows the empty message instead of a table", async () => {
    const doc = await html(<ListPage<Row> title="Things" empty="Nothing here" rows={[]} rowKey={(r) => r.id} columns={[{ head: "Name", cell: (r) => r.name }]} />);
    expect(doc.querySelector("table")).toBeNull();
    expect(doc.body.textContent).toContain("Nothing here");
  });
});
