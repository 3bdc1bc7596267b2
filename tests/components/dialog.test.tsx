// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Dialog, DialogClose } from "~/components/dialog/Dialog";
import { StudentDialogs } from "~/components/student-dialog/StudentDialogs";
import { preloadDeferred } from "~/lib/deferred";
import { parse, renderPage, serverHtml } from "./harness";

/** The site's one dialog primitive (a native <dialog>) and the student dialogs built on it. */
function RouteDemo() {
  const [params] = useSearchParams();
  return (
    <>
      <Link to="?demo=1" data-testid="opener">
        open
      </Link>
      {params.get("demo") ? (
        <Dialog closeHref="/en/sitemap" aria-label="Demo" data-testid="demo" focusKey={params.get("demo")!}>
          <DialogClose testId="demo-close" />
          <select data-no-autofocus="" aria-label="skipped" />
          <input aria-label="first" data-testid="first" />
          <Link to="?demo=2" data-testid="next">
            next
          </Link>
        </Dialog>
      ) : null}
    </>
  );
}
const page = (element: React.ReactNode, url = "/en/sitemap") => ({ lang: "en" as const, url, root: () => ({ lang: "en", user: null }), element });

beforeAll(async () => {
  await preloadDeferred();
});
afterEach(cleanup);

describe("Dialog", () => {
  it("opens modal with focus on its first field, keeps that dialog while its content changes, and gives the focus back on closing", async () => {
    const user = userEvent.setup();
    const view = renderPage(page(<RouteDemo />));
    await user.click(screen.getByTestId("opener"));
    const dialog = (await screen.findByTestId("demo")) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId("first"));
    await user.click(screen.getByTestId("next"));
    expect(view.url()).toBe("/en/sitemap?demo=2");
    expect(screen.getByTestId("demo")).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByTestId("first")); // a new focusKey
    await user.click(screen.getByTestId("demo-close"));
    expect(view.url()).toBe("/en/sitemap");
    expect(screen.queryByTestId("demo")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("opener"));
  });

  it("with onClose the owner closes it: Escape, the backdrop, the × (a link to closeHref that JavaScript keeps)", async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    function Owned() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog closeHref="/en/sitemap?again=1" onClose={() => (closed(), setOpen(false))} aria-label="Owned" data-testid="owned">
          <DialogClose testId="owned-close" />
          <p data-testid="owned-text">Text</p>
        </Dialog>
      ) : null;
    }
    const view = renderPage(page(<Owned />));
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(screen.getByTestId("owned"), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    cleanup();

    renderPage(page(<Owned />));
    const close = screen.getByTestId("owned-close");
    expect(close.getAttribute("href")).toBe("/en/sitemap?again=1");
    await user.click(close);
    expect(closed).toHaveBeenCalledTimes(2);
    expect(view.url()).toBe("/en/sitemap");
    cleanup();

    renderPage(page(<Owned />));
    const owned = screen.getByTestId("owned");
    const text = screen.getByTestId("owned-text");
    fireEvent.pointerDown(owned, { clientX: 1, clientY: 1 });
    fireEvent.click(text, { clientX: 1, clientY: 1 }); // released inside: no backdrop click
    fireEvent.pointerDown(text, { clientX: 1, clientY: 1 });
    fireEvent.click(owned, { clientX: 1, clientY: 1 }); // pressed inside (a drag out): none either
    expect(closed).toHaveBeenCalledTimes(2);
    fireEvent.pointerDown(owned, { clientX: 1, clientY: 1 });
    fireEvent.click(owned, { clientX: 1, clientY: 1 });
    expect(closed).toHaveBeenCalledTimes(3);
  });

  it("without closeHref and onClose it cannot be closed and has no ×", async () => {
    renderPage(page(<Dialog aria-label="Stuck" data-testid="stuck" />));
    const stuck = screen.getByTestId("stuck") as HTMLDialogElement;
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(stuck, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    act(() => stuck.close());
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(stuck.open).toBe(true);
  });

  it("the server renders it open, its × a plain link", async () => {
    const doc = parse(await serverHtml(page(<RouteDemo />, "/en/sitemap?demo=1&x=2")));
    expect(doc.querySelector("dialog[open][data-testid=demo]")).not.toBeNull();
    expect(doc.querySelector("a[data-testid=demo-close]")!.getAttribute("href")).toBe("/en/sitemap");
  });
});

describe("student dialogs", () => {
  const feedback = (url: URL) => ({
    lang: "cn",
    user: { userName: "u", mobilePrefixId: 317 },
    studentDialog: url.searchParams.get("dialog") === "feedback" ? { kind: "feedback", requestId: "r1", categories: [{ id: 1, name: "网站" }], error: null, sent: url.searchParams.get("sent") === "1" } : null,
  });

  it("without JavaScript: open at ?dialog=feedback, closing is a link to the page without it, the form a plain post", async () => {
    const doc = parse(await serverHtml({ lang: "cn", url: "/cn/sitemap?tab=a&dialog=feedback", root: feedback, element: <StudentDialogs /> }));
    const dialog = doc.querySelector("dialog[open][data-testid=feedback-dialog]")!;
    expect(dialog.getAttribute("style")).toContain("max-width:550px");
    expect(doc.querySelector("[data-testid=feedback-dialog-close]")!.getAttribute("href")).toBe("/cn/sitemap?tab=a");
    const form = dialog.querySelector("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["post", "/cn/feedback"]);
    expect(form.querySelector<HTMLInputElement>("input[name=redirectTo]")!.value).toBe("/cn/sitemap?tab=a");
  });

  it("with JavaScript: Escape goes back to the page, replacing the dialog's entry", async () => {
    const view = renderPage({ lang: "cn", url: "/cn/sitemap?dialog=feedback", root: feedback, element: <StudentDialogs /> });
    const dialog = await screen.findByTestId("feedback-dialog");
    expect(document.activeElement).toBe(dialog.querySelector("select[name=cate]"));
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await vi.waitFor(() => expect(screen.queryByTestId("feedback-dialog")).toBeNull());
    expect(view.url()).toBe("/cn/sitemap");
    expect(view.router.state.historyAction).toBe("REPLACE");
  });
});
