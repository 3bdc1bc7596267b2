import { describe, expect, it } from "vitest";
import { addView, decodeViews, encodeViews, HISTORY_MAX, parseStoredViews, storedViews } from "#core/viewed-history";
import { clearVisitorViews, readVisitorViews, rememberVisitorView } from "~/lib/visitor-views";

/** A visitor's views in the browser (core/viewed-history.ts, app/lib/visitor-views.ts) and the form they travel in at login. */
function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("a visitor's views", () => {
  it("are kept newest first, one per code, at most 100", () => {
    let views = addView([], { code: "aaaa1111", at: 1 });
    views = addView(views, { code: "bbbb2222-01", at: 2 });
    views = addView(views, { code: "aaaa1111", at: 3 });
    expect(views).toEqual([
      { code: "aaaa1111", at: 3 },
      { code: "bbbb2222-01", at: 2 },
    ]);
    for (let i = 0; i < 150; i++) views = addView(views, { code: `c${i}`, at: 10 + i });
    expect(views).toHaveLength(HISTORY_MAX);
    expect(views[0].code).toBe("c149");
  });

  it("live in localStorage, read leniently, and are cleared", () => {
    const storage = memoryStorage();
    rememberVisitorView(storage, "aaaa1111", 1_767_225_600_000);
    rememberVisitorView(storage, "aaaa1111-02", 1_767_225_700_000);
    expect(readVisitorViews(storage).map((v) => v.code)).toEqual(["aaaa1111-02", "aaaa1111"]);
    storage.setItem("viewedHistory", "not json");
    expect(readVisitorViews(storage)).toEqual([]);
    storage.setItem("viewedHistory", JSON.stringify([{ c: "<script>", t: 1 }, { c: "ok12", t: "x" }, { c: "ok12", t: 5 }, null]));
    expect(readVisitorViews(storage)).toEqual([{ code: "ok12", at: 5 }]);
    clearVisitorViews(storage);
    expect(storage.data.size).toBe(0);
    // Blocked storage loses nothing else.
    const blocked = { getItem: () => { throw new Error("blocked"); }, setItem: () => { throw new Error("blocked"); }, removeItem: () => { throw new Error("blocked"); } };
    expect(readVisitorViews(blocked)).toEqual([]);
    expect(() => rememberVisitorView(blocked, "aaaa1111", 1)).not.toThrow();
    expect(() => clearVisitorViews(blocked)).not.toThrow();
  });

  it("travel as code@time items and come back the same; anything malformed is refused", () => {
    const views = [
      { code: "m24ckf6e-02", at: 1_767_225_600_123 },
      { code: "m24ckf6e", at: 1_767_225_500_000 },
    ];
    expect(encodeViews(views)).toBe("m24ckf6e-02@1767225600123,m24ckf6e@1767225500000");
    expect(decodeViews(encodeViews(views))).toEqual(views);
    expect(decodeViews("")).toEqual([]);
    for (const bad of ["m24ckf6e", "m24ckf6e@", "M24@1767225600000", "a@1767225600000,,b@1767225600000", "<b>@1767225600000", "a-b-c@1767225600000"]) {
      expect(decodeViews(bad), bad).toBeNull();
    }
    const many = Array.from({ length: HISTORY_MAX + 1 }, (_, i) => `c${i}@1767225600000`).join(",");
    expect(decodeViews(many)).toBeNull();
    expect(parseStoredViews(storedViews(views))).toEqual(views);
  });
});
