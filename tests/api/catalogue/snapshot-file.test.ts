import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setupApi } from "../../helpers/api";

/**
 * The catalogue snapshot kept beside the database (api/catalogue/catalogue-file.ts): a start
 * loads it while the catalogue's stamp is the one it was saved under, and builds it from the
 * database again when the stamp moved (any catalogue edit), the file is damaged, of an older
 * format or from other code — a stale snapshot is never served.
 */
let query: typeof import("../../../api/db/client").query;
let snapshot: typeof import("../../../api/platform/snapshot").snapshot;
let snapshotFile: typeof import("../../../api/catalogue/catalogue-file").snapshotFile;
let dir: string;

beforeAll(async () => {
  await setupApi();
  query = (await import("../../../api/db/client")).query;
  snapshot = (await import("../../../api/platform/snapshot")).snapshot;
  snapshotFile = (await import("../../../api/catalogue/catalogue-file")).snapshotFile;
  dir = mkdtempSync(join(tmpdir(), "catalogue-file-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Value {
  name: string;
  prices: Int32Array;
  byId: Map<number, Buffer>;
}

describe("the catalogue snapshot's file", () => {
  test("used while its stamp is current; built again when the stamp moved or the file is damaged, older or another build's", async () => {
    const path = join(dir, "catalogue-snapshot.bin");
    const [b] = await query<{ id: number; name_en: string }>(sql`SELECT id, name_en FROM buildings WHERE is_published ORDER BY id LIMIT 1`);
    let builds = 0;
    // What a build reads from the database, in the shapes the catalogue keeps (typed arrays, maps of buffers).
    const build = async (): Promise<Value> => {
      builds += 1;
      const [row] = await query<{ name_en: string }>(sql`SELECT name_en FROM buildings WHERE id = ${b.id}`);
      return { name: row.name_en, prices: Int32Array.from([builds, 2, 3]), byId: new Map([[b.id, Buffer.from(row.name_en)]]) };
    };
    // A snapshot as a newly started process has it: nothing in memory, only the file.
    const start = async (code = "build-1") => {
      let revived = 0;
      const store = snapshotFile<Value>(path, code, (v) => (revived++, v));
      const made = snapshot("test", build, () => store);
      const value = await made.get();
      return { value, revived, builtAndSaved: made.builtAndSaved() };
    };

    const first = await start();
    expect(builds).toBe(1);
    expect(first.revived).toBe(0);
    // Built and saved: a start then opens PGlite again and reads the file back (api/db/prepare.ts).
    expect(first.builtAndSaved).toBe(true);

    // Fresh: loaded, not built, and equal to what was built (maps, buffers and typed arrays included).
    const second = await start();
    expect(builds).toBe(1);
    expect(second.revived).toBe(1);
    expect(second.value).toEqual(first.value);
    expect(Buffer.isBuffer(second.value.byId.get(b.id))).toBe(true);
    expect(second.value.prices).toBeInstanceOf(Int32Array);
    // Each holds bytes of its own, not a view that keeps the whole file read in memory.
    expect(second.value.prices.buffer.byteLength).toBe(second.value.prices.byteLength);
    expect(second.value.byId.get(b.id)!.buffer.byteLength).toBeLessThan(readFileSync(path).length);
    expect(second.builtAndSaved).toBe(false);

    try {
      // An edit (as the console's, or a booking's stock move) moves the stamp: the old file is never served.
      await query(sql`UPDATE buildings SET name_en = ${"Stamp Test House"} WHERE id = ${b.id}`);
      const edited = await start();
      expect(builds).toBe(2);
      expect(edited.value.name).toBe("Stamp Test House");
      expect((await start()).value.name).toBe("Stamp Test House"); // saved again under the new stamp
      expect(builds).toBe(2);

      // Damaged payload, torn file, garbage, an older format, another build's code: built again.
      const good = readFileSync(path);
      const damaged = Buffer.from(good);
      damaged[damaged.length - 5] ^= 0xff;
      const older = Buffer.from(good.toString("latin1").replace('"format":1', '"format":0'), "latin1");
      const cases: [string, Buffer][] = [
        ["damaged", damaged],
        ["torn", good.subarray(0, good.length - 100)],
        ["garbage", Buffer.from("not a snapshot at all")],
        ["older format", older],
      ];
      for (const [what, bytes] of cases) {
        writeFileSync(path, bytes);
        const before = builds;
        const again = await start();
        expect(builds, what).toBe(before + 1);
        expect(again.value.name, what).toBe("Stamp Test House");
      }
      await start("build-2");
      expect(builds).toBe(7);
      // And the rebuilt file serves the next start.
      expect((await start("build-2")).revived).toBe(1);
      expect(builds).toBe(7);
    } finally {
      // Put it back: on PostgreSQL the next suites share this database.
      await query(sql`UPDATE buildings SET name_en = ${b.name_en} WHERE id = ${b.id}`);
    }
    expect((await start("build-2")).value.name).toBe(b.name_en);
    expect(builds).toBe(8);
  });

  test("a build that an edit overtook is not saved, and says so (the start keeps it and its database)", async () => {
    const path = join(dir, "overtaken.bin");
    const [b] = await query<{ id: number; name_en: string }>(sql`SELECT id, name_en FROM buildings WHERE is_published ORDER BY id LIMIT 1`);
    const made = snapshot(
      "overtaken",
      async () => {
        // An edit lands while the build runs: the value is not exactly any stamp's.
        await query(sql`UPDATE buildings SET name_en = ${b.name_en} WHERE id = ${b.id}`);
        return { name: "x" };
      },
      () => snapshotFile<{ name: string }>(path, "build-1"),
    );
    await made.get();
    expect(made.builtAndSaved()).toBe(false);
    expect(existsSync(path)).toBe(false);
  });

  test("the real catalogue reads back whole: names, listings and apartment pages answer as built", async () => {
    const { buildCatalogueIndex, derived } = await import("../../../api/catalogue/catalogue-index");
    const { buildListingIndex } = await import("../../../api/catalogue/listing-index");
    const { buildApartmentPages, readApartmentPage } = await import("../../../api/catalogue/apartment-pages");
    const { searchIndex } = await import("../../../api/catalogue/search");
    const names = await buildCatalogueIndex();
    const value = { names, listings: await buildListingIndex(), pages: await buildApartmentPages(names) };
    const store = snapshotFile<typeof value>(join(dir, "real.bin"), "build-1", (v) => ({ ...v, names: derived(v.names) }));
    await store.save("1.t", value);
    const back = (await store.load("1.t"))!;
    expect(back).toBeDefined();
    expect(back.names).toEqual(value.names);
    expect(back.listings).toEqual(value.listings);
    // One apartment object behind a city's, a country's and a school's listing, as built.
    const [cityId, inCity] = [...back.listings.byCity.entries()][0];
    const same = inCity[0];
    expect(back.listings.byCountry.get(same.card.country_id)!.includes(same)).toBe(true);
    expect(cityId).toBe(same.card.city_id);
    for (const id of [...value.pages.byId.keys()].slice(0, 20)) {
      for (const lang of ["cn", "en"] as const) {
        expect(readApartmentPage(back.pages, { id }, lang)!.equals(readApartmentPage(value.pages, { id }, lang)!)).toBe(true);
      }
    }
    const city = [...names.cities.values()][0];
    expect(searchIndex(back.names, city.nameEn, "en")).toEqual(searchIndex(value.names, city.nameEn, "en"));
    expect(searchIndex(back.names, city.nameEn, "en").length).toBeGreaterThan(0);
    expect(await store.load("2.t")).toBeUndefined();
  });
});
