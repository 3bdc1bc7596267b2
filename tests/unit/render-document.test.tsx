import type { EntryContext } from "@remix-run/node";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
// Remix's own component that writes the loader data into the page (not exported by the package's index).
import { StreamTransfer } from "@remix-run/react/dist/single-fetch.js";
import { readHandoff, renderDocument } from "~/lib/render-document.server";

function Page({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

function Fails(): never {
  throw new Error("a broken part");
}

function Waits(): never {
  throw new Promise(() => {});
}

describe("renderDocument", () => {
  it("renders a whole page with its doctype", () => {
    const { html, partFailed } = renderDocument(
      <Page>
        <Suspense fallback={<p>later</p>}>
          <p>here</p>
        </Suspense>
      </Page>,
    );
    expect(html.startsWith("<!DOCTYPE html><html lang=\"en\">")).toBe(true);
    expect(html).toContain("<p>here</p>");
    expect(partFailed).toBe(false);
  });

  it("says so when a part failed or waited, which a string render leaves to the browser", () => {
    for (const Part of [Fails, Waits]) {
      const { html, partFailed } = renderDocument(
        <Page>
          <Suspense fallback={<p>later</p>}>
            <Part />
          </Suspense>
        </Page>,
      );
      expect(partFailed).toBe(true);
      expect(html).toContain("<p>later</p>");
    }
  });

  it("throws when the page outside any boundary fails (Remix then renders the error boundary)", () => {
    expect(() => renderDocument(<Page><Fails /></Page>)).toThrow("a broken part");
  });
});

describe("readHandoff", () => {
  const streamOf = (...parts: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });

  it("hands Remix's StreamTransfer the whole data, so it renders its scripts without suspending", async () => {
    const bytes = new TextEncoder().encode('[{"_1":2},"loaderData","留学家"]\n');
    // Cut inside a Chinese character: the text is decoded across the pieces.
    const context = { serverHandoffStream: streamOf(bytes.subarray(0, 27), bytes.subarray(27, 29), bytes.subarray(29)), renderMeta: { didRenderScripts: true } };
    await readHandoff(context);
    expect(context.serverHandoffStream.locked).toBe(false);
    const { html, partFailed } = renderDocument(
      <Page>
        <Suspense>
          {/* StreamTransfer reads only these two fields of Remix's entry context. */}
          <StreamTransfer context={context as unknown as EntryContext} identifier={0} reader={context.serverHandoffStream.getReader()} textDecoder={new TextDecoder()} nonce="n0nce" />
        </Suspense>
      </Page>,
    );
    expect(partFailed).toBe(false);
    expect(html).toContain(`<script nonce="n0nce">window.__remixContext.streamController.enqueue(${JSON.stringify('[{"_1":2},"loaderData","留学家"]\n')});</script>`);
    expect(html).toContain("window.__remixContext.streamController.close();");
  });

  it("leaves a page without single fetch's stream as it is", async () => {
    const context: { serverHandoffStream?: ReadableStream<Uint8Array>; renderMeta?: object } = {};
    await readHandoff(context);
    expect(context.renderMeta).toBeUndefined();
  });
});
