import { deflateRawSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { bothPages, filePages, readApartmentPage, setBothPages, type ApartmentPages } from "../../../api/catalogue/apartment-pages";

/** The apartment pages moved out of memory to a file of their own (api/catalogue/apartment-pages.ts). */
const dictionary = Buffer.from('{"name":"公寓","rooms":[');
const pageOf = (id: number, lang: string) => Buffer.from(JSON.stringify({ id, lang, name: `公寓 ${id}`, rooms: Array.from({ length: 20 }, (_, i) => ({ code: `r${id}-${i}` })) }));

function pagesOf(count: number): ApartmentPages {
  const pages: ApartmentPages = { byId: new Map(), idByCode: new Map(), dictionary, metaById: new Map() };
  for (let id = 1; id <= count; id++) {
    const [cn, en] = [pageOf(id, "cn"), pageOf(id, "en")];
    pages.byId.set(id, { packed: deflateRawSync(Buffer.concat([cn, en]), { dictionary }), split: cn.length });
    pages.idByCode.set(`a${id}`, id);
  }
  return pages;
}

describe("the apartment pages' file", () => {
  test("every page reads the same once filed, and none is left in memory", () => {
    const pages = pagesOf(3000);
    const before = [1, 1500, 3000].map((id) => readApartmentPage(pages, { id }, "en")!.toString());
    filePages(pages);
    expect([...pages.byId.values()].filter((entry) => "packed" in entry)).toHaveLength(0);
    expect([1, 1500, 3000].map((id) => readApartmentPage(pages, { id }, "en")!.toString())).toEqual(before);
    expect(JSON.parse(readApartmentPage(pages, { code: "a42" }, "cn")!.toString())).toMatchObject({ id: 42, lang: "cn" });
    expect(readApartmentPage(pages, { code: "nope" }, "cn")).toBeUndefined();
    // Filing twice changes nothing.
    const file = pages.file;
    filePages(pages);
    expect(pages.file).toBe(file);
  });

  test("a page replaced after filing (a stock move) is written to the file and read back", () => {
    const pages = pagesOf(10);
    filePages(pages);
    const cn = Buffer.from('{"id":7,"lang":"cn","changed":true}');
    const en = Buffer.from('{"id":7,"lang":"en","changed":true}');
    setBothPages(pages, 7, Buffer.concat([cn, en]), cn.length);
    expect("packed" in pages.byId.get(7)!).toBe(false);
    expect(JSON.parse(readApartmentPage(pages, { id: 7 }, "en")!.toString())).toEqual({ id: 7, lang: "en", changed: true });
    expect(bothPages(pages, 8)!.json.toString()).toContain('"id":8');
  });
});
