import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, test } from "vitest";
import { blockFile, SEGMENTS } from "../../app/lib/kept-blocks.server";

/** The page cache's blocks in a ring file (app/lib/kept-blocks.server.ts). */
const block = (n: number, length: number) => Buffer.alloc(length, n % 251);

describe("the kept blocks' file", () => {
  test("answers each block as written, and leaves no file behind in the temporary folder", () => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith("studynest-pages-")).length;
    const file = blockFile(SEGMENTS * 1000, () => undefined);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("studynest-pages-")).length).toBe(before);
    const places = [1, 2, 3].map((n) => file.put(block(n, 300 + n))!);
    places.forEach((place, i) => expect(file.read(place).equals(block(i + 1, 301 + i))).toBe(true));
    // A block larger than a segment is refused; one of a segment's size is kept.
    expect(file.put(block(9, 1001))).toBeUndefined();
    expect(file.put(block(9, 1000))).toBeDefined();
    file.close();
  });

  test("is a ring: a segment written again is handed back first, the oldest first", () => {
    const reused: number[] = [];
    const file = blockFile(SEGMENTS * 1000, (segment) => reused.push(segment));
    // Two blocks fill a segment; the first pass over the ring reuses nothing.
    const places = Array.from({ length: SEGMENTS * 2 }, (_, n) => file.put(block(n, 500))!);
    expect(reused).toEqual([]);
    expect(places.map((p) => p.segment)).toEqual(Array.from({ length: SEGMENTS * 2 }, (_, n) => Math.floor(n / 2)));
    expect(file.age(0)).toBe(SEGMENTS - 1);
    expect(file.age(SEGMENTS - 1)).toBe(0);
    // The next block starts segment 0 again: what was there is handed back before it is overwritten.
    const next = file.put(block(99, 500))!;
    expect(reused).toEqual([0]);
    expect(next.segment).toBe(0);
    expect(file.age(0)).toBe(0);
    expect(file.read(next).equals(block(99, 500))).toBe(true);
    // The blocks of segments not reused read as written.
    expect(file.read(places[5]).equals(block(5, 500))).toBe(true);
    // Cleared: the ring starts again at segment 0 with nothing to hand back.
    file.clear();
    for (let n = 0; n < SEGMENTS * 2; n++) file.put(block(n, 500));
    expect(reused).toEqual([0]);
    file.close();
  });
});
