import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { callSigned, setupApi } from "../helpers/api";
import { staffSession, unownedRoom } from "../helpers/booking";

/**
 * A landlord uploads photos of their own apartment in the console: checked and re-encoded into
 * the upload storage (ADR 011), added to the apartment's photos and its page document in one
 * transaction, audited; another landlord is told the apartment does not exist; a file that is
 * not an image is refused with a translated reason; a photo can be removed but not the last one.
 */
let png: Buffer;
let own: { buildingCode: string; landlord: string };

beforeAll(async () => {
  await setupApi();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#996633" } }).png().toBuffer();
  const room = await unownedRoom();
  own = { buildingCode: room.buildingCode, landlord: await staffSession("landlord", [room.buildingCode]) };
});

const add = (staffToken: string, buildingCode: string, file: File, language: "en" | "cn" = "en") =>
  callSigned("/rest/ops/building/photo/add", { staffToken, buildingCode }, { language, files: { file } });

describe("apartment photos in the console", () => {
  test("the landlord uploads a photo: stored, last in the photos and the page document, audited; then removes it", async () => {
    const before = await callSigned("/rest/ops/building/info", { staffToken: own.landlord, buildingCode: own.buildingCode }, { language: "en" });
    const count = before.data.photos.length as number;
    const done = await add(own.landlord, own.buildingCode, new File([new Uint8Array(png)], "front.png", { type: "image/png" }));
    expect(done.code, done.msg).toBe(0);
    expect(done.msg).toBe("Photo uploaded; students see it within seconds");
    const key = done.data.photos.at(-1) as string;
    expect(key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(done.data.photos).toHaveLength(count + 1);

    const { query } = await import("../../api/db/client");
    const [doc] = await query<{ photos: string[] }>(sql`SELECT d.doc->'photos' AS photos FROM building_details d JOIN buildings b ON b.id = d.building_id WHERE b.code = ${own.buildingCode}`);
    expect(doc.photos).toContain(key);
    const { uploadedImage } = await import("../../api/uploads");
    expect((await uploadedImage(key))?.contentType).toBe("image/png");
    const [audit] = await query<{ role: string; after: { key: string } }>(sql`SELECT role, after FROM audit_log WHERE action = 'photo.add' AND record = ${own.buildingCode} ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ role: "landlord", after: { key } });

    const removed = await callSigned("/rest/ops/building/photo/remove", { staffToken: own.landlord, buildingCode: own.buildingCode, key }, { language: "cn" });
    expect(removed.code, removed.msg).toBe(0);
    expect(removed.msg).toBe("照片已移除");
    expect(removed.data.photos).not.toContain(key);
    expect((await callSigned("/rest/ops/building/photo/remove", { staffToken: own.landlord, buildingCode: own.buildingCode, key }, { language: "en" })).msg).toBe("That photo is not one of this apartment's");
  });

  test("another landlord, a file that is not an image and the last photo are refused, each with its reason", async () => {
    let other = await unownedRoom();
    while (other.buildingCode === own.buildingCode) other = await unownedRoom();
    const stranger = await staffSession("landlord", [other.buildingCode]);
    const file = new File([new Uint8Array(png)], "front.png", { type: "image/png" });
    expect((await add(stranger, own.buildingCode, file)).msg).toBe("No such apartment");
    const text = await add(own.landlord, own.buildingCode, new File([new TextEncoder().encode("not an image")], "x.png", { type: "image/png" }), "cn");
    expect(text.msg).toBe("仅支持 JPG 或 PNG 格式的图片");

    // Down to one photo: that one stays.
    const { query } = await import("../../api/db/client");
    const [b] = await query<{ photos: string[] }>(sql`SELECT photos FROM buildings WHERE code = ${other.buildingCode}`);
    for (const key of [...new Set(b.photos)].filter((k) => k !== b.photos[0])) {
      expect((await callSigned("/rest/ops/building/photo/remove", { staffToken: stranger, buildingCode: other.buildingCode, key }, { language: "en" })).code).toBe(0);
    }
    const last = await callSigned("/rest/ops/building/photo/remove", { staffToken: stranger, buildingCode: other.buildingCode, key: b.photos[0] }, { language: "en" });
    expect(last.msg).toBe("An apartment keeps at least one photo");
  });

  test("the landlord orders the photos: a cover, one place later or earlier; the page follows, audited; others refused", async () => {
    const { query } = await import("../../api/db/client");
    const pagePhotos = async () =>
      (await query<{ photos: string[] }>(sql`SELECT d.doc->'photos' AS photos FROM building_details d JOIN buildings b ON b.id = d.building_id WHERE b.code = ${own.buildingCode}`))[0].photos;
    const move = (key: string, move: string, extra: Record<string, unknown> = {}, staffToken = own.landlord) =>
      callSigned("/rest/ops/building/photo/move", { staffToken, buildingCode: own.buildingCode, key, move, ...extra } as never, { language: "en" });
    // Two uploads of its own, so the apartment has distinct photos to order whatever the seed gave it.
    for (const name of ["a.png", "b.png"]) expect((await add(own.landlord, own.buildingCode, new File([new Uint8Array(png)], name, { type: "image/png" }))).code).toBe(0);
    const start = (await callSigned("/rest/ops/building/info", { staffToken: own.landlord, buildingCode: own.buildingCode }, { language: "en" })).data.photos as string[];
    const last = start.at(-1)!;

    const cover = await move(last, "first");
    expect(cover.code, cover.msg).toBe(0);
    expect(cover.msg).toBe("Photo order saved");
    expect(cover.data.photos).toEqual([last, ...start.slice(0, -1)]);
    expect(await pagePhotos()).toEqual(cover.data.photos);
    const later = await move(last, "later");
    expect(later.data.photos).toEqual([start[0], last, ...start.slice(1, -1)]);
    expect((await move(last, "earlier")).data.photos).toEqual(cover.data.photos);
    // At either end, nothing moves.
    expect((await move(last, "earlier")).data.photos).toEqual(cover.data.photos);
    const [audit] = await query<{ before: { photos: string[] }; after: { photos: string[] } }>(sql`SELECT before, after FROM audit_log WHERE action = 'photo.move' AND record = ${own.buildingCode} ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ before: { photos: later.data.photos }, after: { photos: cover.data.photos } });

    // A key listed twice moves at the place the console showed.
    await query(sql`UPDATE buildings SET photos = ARRAY[${last}, ${start[0]}, ${last}]::text[] WHERE code = ${own.buildingCode}`);
    expect((await move(last, "earlier", { at: 2 })).data.photos).toEqual([last, last, start[0]]);

    expect((await move("uploads/none.png", "first")).msg).toBe("That photo is not one of this apartment's");
    expect((await move(last, "sideways")).code).not.toBe(0);
    let other = await unownedRoom();
    while (other.buildingCode === own.buildingCode) other = await unownedRoom();
    expect((await move(last, "first", {}, await staffSession("landlord", [other.buildingCode]))).msg).toBe("No such apartment");
  });

  test("the console's apartment page uploads a photo from a plain multipart form", async () => {
    const { writeStaffToken } = await import("~/lib/ops.server");
    const cookie = (await writeStaffToken(own.landlord)).split(";")[0];
    const route = await import("~/routes/ops.apartments_.$code");
    const form = new FormData();
    form.set("intent", "photo");
    form.set("file", new File([new Uint8Array(png)], "hall.png", { type: "image/png" }));
    const res = (await route.action({
      request: new Request(`http://localhost:3000/ops/apartments/${own.buildingCode}`, { method: "POST", headers: { cookie }, body: form }),
      params: { code: own.buildingCode },
      context: {},
    })) as unknown as { data: { ok: boolean; msg: string } };
    expect(res.data.ok, res.data.msg).toBe(true);
    const info = await callSigned("/rest/ops/building/info", { staffToken: own.landlord, buildingCode: own.buildingCode }, { language: "en" });
    expect(info.data.photos.at(-1)).toMatch(/^uploads\/.+\.png$/);
  });
});
