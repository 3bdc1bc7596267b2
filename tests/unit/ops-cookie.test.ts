import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
// Remix's own rule for where the browser fetches a page's data with JavaScript on (single fetch).
import { singleFetchUrl } from "@remix-run/react/dist/single-fetch.js";
import { clearStaffToken, readStaffToken, writeOpsLang, writeStaffToken } from "~/lib/ops.server";

/**
 * The console's cookies must reach every request a signed-in browser makes to the console: the
 * documents and, with JavaScript, each page's data at `<path>.data` (`/ops` → `/ops.data`). A
 * cookie of path "/ops" is not sent to `/ops.data`, and the admin was sent back to /ops/login.
 */

/** RFC 6265 §5.1.4 path-match, as browsers apply it. */
function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (cookiePath === requestPath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/";
}

function cookiePath(setCookie: string): string {
  return /;\s*Path=([^;]*)/i.exec(setCookie)?.[1] ?? "/";
}

/** The console's pages, from its route files (a parameter filled with a sample value). */
function consolePaths(): string[] {
  return readdirSync("app/routes")
    .filter((f) => /^ops[._]/.test(f) || f === "ops.tsx")
    .map((f) =>
      f
        .replace(/\.tsx?$/, "")
        .split(".")
        .filter((seg) => seg !== "_index")
        .map((seg) => (seg.startsWith("$") ? "sample" : seg.replace(/_$/, "")))
        .join("/"),
    )
    .map((p) => `/${p}`);
}

describe("the console's cookies", () => {
  const paths = consolePaths();

  it("finds the console's pages, its home among them", () => {
    expect(paths).toContain("/ops");
    expect(paths).toContain("/ops/applications");
    expect(paths.length).toBeGreaterThan(8);
  });

  it("the session and language cookies are sent to every console page and to its data request", async () => {
    for (const setCookie of [await writeStaffToken("tok"), await writeOpsLang("en"), await clearStaffToken()]) {
      const path = cookiePath(setCookie);
      for (const page of paths) {
        const data = singleFetchUrl(page).pathname;
        expect(pathMatches(path, page), `${setCookie} → ${page}`).toBe(true);
        expect(pathMatches(path, data), `${setCookie} → ${data}`).toBe(true);
      }
    }
    // The rule itself: the path this used to have misses the home page's data.
    expect(pathMatches("/ops", singleFetchUrl("/ops").pathname)).toBe(false);
  });

  it("what is written is read back, and clearing expires the same cookie", async () => {
    const written = await writeStaffToken("a-staff-token");
    const request = new Request("http://localhost/ops.data", { headers: { Cookie: written.split(";")[0] } });
    expect(await readStaffToken(request)).toBe("a-staff-token");
    const cleared = await clearStaffToken();
    expect(cookiePath(cleared)).toBe(cookiePath(written));
    expect(cleared).toMatch(/Max-Age=0/i);
  });
});
