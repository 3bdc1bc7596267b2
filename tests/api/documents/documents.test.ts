import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, send, signedRequest } from "../../helpers/api";
import { payDue, staffSession } from "../../helpers/booking";
import { newApplication, newOrder, SERVICE_OPERATOR_TOKEN, useOperatorToken } from "../../helpers/service";

/**
 * A student's documents: upload with the separate consent, type and size checks with translated
 * refusals, sealed at rest, only the owner reads them (another student gets "does not exist" for
 * the file, the list and the upload), staff read by permission and every read is audited, and
 * the sweep deletes a document whose retention date passed.
 */
const D = "/rest/user/client/document";
let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
let applyCode: string;
let png: Blob;

const pdf = (extra = "") =>
  new Blob(
    [
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000074 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n130\n%%EOF\n`,
    ],
    { type: "application/pdf" },
  );

const upload = (token: string, fields: Record<string, string>, file: Blob, name = "passport.png", language: "cn" | "en" = "en") =>
  callSigned(`${D}/upload`, fields, { token, language, files: { file: new File([file], name, { type: file.type }) } });

async function download(token: string, documentCode: string): Promise<Response> {
  return send(await signedRequest(`${D}/download`, { documentCode }, { token, language: "en" }));
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) out.push(join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name));
  }
  return out;
}

beforeAll(async () => {
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
  alice = await createTestUser({ userName: "alice" });
  bob = await createTestUser({ userName: "bob" });
  applyCode = await newApplication(alice.token);
  png = new Blob([await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } }).png().toBuffer()], { type: "image/png" });
});

afterAll(async () => {
  await useOperatorToken(undefined);
});

describe("uploading", () => {
  test("asks the separate consent first, in the caller's language", async () => {
    const en = await upload(alice.token, { kind: "passport", applyCode }, png);
    expect(en).toMatchObject({ code: 1, msg: expect.stringContaining("separate consent") });
    const cn = await upload(alice.token, { kind: "passport", applyCode }, png, "p.png", "cn");
    expect(cn.msg).toContain("单独同意");
    const list = await callSigned(`${D}/list`, {}, { token: alice.token, language: "en" });
    expect(list.data.consent).toMatchObject({ given: false, version: expect.any(String), text: expect.stringContaining("outside China") });
  });

  test("stores a passport page sealed, with its consent and deletion date", async () => {
    const r = await upload(alice.token, { kind: "passport", applyCode, consent: "1" }, png);
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ documentCode: expect.stringMatching(/^d/), kind: "passport", deleteAfter: expect.any(String) });
    expect(new Date(r.data.deleteAfter).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(r.data.document).toMatchObject({ kindName: "Passport photo page", fileName: "passport.png", mime: "image/png", applyCode, retention: expect.any(String) });

    const { query } = await import("../../../api/db/client");
    const [row] = await query<{ file_key: string; consent_id: number | null; version: string }>(
      sql`SELECT d.file_key, d.consent_id, c.version FROM documents d JOIN consents c ON c.id = d.consent_id WHERE d.code = ${r.data.documentCode}`,
    );
    expect(row.consent_id).not.toBeNull();
    // On disk: not a PNG, not the re-encoded bytes, only the sealed form.
    const onDisk = await readFile(join(process.env.DATA_DIR!, row.file_key));
    expect(onDisk.subarray(0, 4).toString()).toBe("SNB1");
    expect(onDisk.includes(Buffer.from("IHDR"))).toBe(false);

    const file = await download(alice.token, r.data.documentCode);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(file.headers.get("cache-control")).toContain("no-store");
    const back = Buffer.from(await file.arrayBuffer());
    expect(back.subarray(1, 4).toString()).toBe("PNG");
    expect((await sharp(back).metadata()).width).toBe(64);

    // The consent is asked once per text version.
    const second = await upload(alice.token, { kind: "offer_letter", applyCode }, pdf(), "offer.pdf");
    expect(second.code, second.msg).toBe(0);
    expect(second.data.document.mime).toBe("application/pdf");
  });

  test("refuses what is not a PDF, JPEG or PNG, an active or broken PDF, and an oversized file, translated", async () => {
    const text = await upload(alice.token, { kind: "passport", applyCode }, new Blob(["hello"], { type: "image/png" }), "x.png");
    expect(text).toMatchObject({ code: 1, msg: "Only PDF, JPG or PNG files are accepted" });
    const cn = await upload(alice.token, { kind: "passport", applyCode }, new Blob(["hello"], { type: "image/png" }), "x.png", "cn");
    expect(cn.msg).toBe("仅支持 PDF、JPG 或 PNG 文件");
    const js = await upload(alice.token, { kind: "offer_letter", applyCode }, pdf("/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> "), "o.pdf");
    expect(js).toMatchObject({ code: 1, msg: expect.stringContaining("scripts, attachments or encryption") });
    const broken = await upload(alice.token, { kind: "offer_letter", applyCode }, new Blob(["%PDF-1.4\n garbage"]), "o.pdf");
    expect(broken).toMatchObject({ code: 1, msg: "The file is damaged or cannot be read" });
    const big = new Uint8Array(8 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const huge = await upload(alice.token, { kind: "passport", applyCode }, new Blob([big]), "big.png");
    expect(huge).toMatchObject({ code: 1, msg: "Files must be 8 MB or smaller" });
    const kind = await upload(alice.token, { kind: "visa_refusal", applyCode }, png);
    expect(kind.code).toBe(1);
    expect(kind.msg).toContain("visa-refusal letter with an order");
  });
});

describe("only the owner reads", () => {
  let code: string;
  beforeAll(async () => {
    const r = await upload(alice.token, { kind: "guarantor_id", applyCode, consent: "1" }, png, "id.png");
    expect(r.code, r.msg).toBe(0);
    code = r.data.documentCode;
  });

  test("Bob cannot download, list, delete or add to Alice's documents", async () => {
    const file = await download(bob.token, code);
    const body = (await file.json()) as { code: number; msg: string };
    expect(body).toMatchObject({ code: 1, msg: "There is no such document" });
    const list = await callSigned(`${D}/list`, { applyCode }, { token: bob.token });
    expect(list.data.list).toEqual([]);
    const del = await callSigned(`${D}/delete`, { documentCode: code }, { token: bob.token, language: "en" });
    expect(del).toMatchObject({ code: 1, msg: "There is no such document" });
    const add = await upload(bob.token, { kind: "passport", applyCode, consent: "1" }, png);
    expect(add).toMatchObject({ code: 1, msg: "There is no such application or order" });
    // Not signed in: code 3.
    expect((await callSigned(`${D}/download`, { documentCode: code })).code).toBe(3);
    // Alice still has it.
    expect((await download(alice.token, code)).status).toBe(200);
  });

  test("the student deletes a document: the file goes from the storage", async () => {
    const r = await upload(alice.token, { kind: "guarantor_address", applyCode }, png, "addr.png");
    const { query } = await import("../../../api/db/client");
    const [row] = await query<{ file_key: string }>(sql`SELECT file_key FROM documents WHERE code = ${r.data.documentCode}`);
    const del = await callSigned(`${D}/delete`, { documentCode: r.data.documentCode }, { token: alice.token, language: "en" });
    expect(del).toMatchObject({ code: 0, msg: "The document has been deleted" });
    await expect(readFile(join(process.env.DATA_DIR!, row.file_key))).rejects.toThrow();
    const file = await download(alice.token, r.data.documentCode);
    expect(((await file.json()) as { code: number }).code).toBe(1);
  });
});

describe("staff", () => {
  let code: string;
  beforeAll(async () => {
    const r = await upload(alice.token, { kind: "passport", applyCode, consent: "1" }, png, "staff.png");
    code = r.data.documentCode;
  });

  test("an adviser lists and reads, each read audited; a moderator and another landlord cannot", async () => {
    const adviser = await staffSession("adviser");
    const list = await callSigned("/rest/ops/document/list", { staffToken: adviser, applyCode });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list.map((d: { documentCode: string }) => d.documentCode)).toContain(code);
    const res = await send(await signedRequest("/rest/ops/document/download", { staffToken: adviser, documentCode: code }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const { query } = await import("../../../api/db/client");
    const reads = await query<{ actor: string; role: string }>(sql`SELECT actor, role FROM audit_log WHERE action = 'document.read' AND record = ${code}`);
    expect(reads).toHaveLength(1);
    expect(reads[0].role).toBe("adviser");

    const moderator = await staffSession("moderator");
    const refused = await send(await signedRequest("/rest/ops/document/download", { staffToken: moderator, documentCode: code }, { language: "en" }));
    expect(((await refused.json()) as { code: number; msg: string }).msg).toBe("There is no such document");

    const [other] = await query<{ code: string }>(sql`
      SELECT b.code FROM buildings b WHERE b.is_published AND b.id <> (SELECT building_id FROM applications WHERE apply_code = ${applyCode}) ORDER BY b.id LIMIT 1`);
    const landlord = await staffSession("landlord", [other.code]);
    const theirs = await send(await signedRequest("/rest/ops/document/download", { staffToken: landlord, documentCode: code }));
    expect(((await theirs.json()) as { code: number }).code).toBe(1);
    expect((await callSigned("/rest/ops/document/list", { staffToken: landlord, applyCode })).data.list).toEqual([]);
    expect(await query(sql`SELECT 1 FROM audit_log WHERE action = 'document.read' AND record = ${code}`)).toHaveLength(1);
  });

  test("the landlord of the application reads its documents, audited", async () => {
    const { query } = await import("../../../api/db/client");
    const [b] = await query<{ code: string }>(sql`SELECT b.code FROM buildings b JOIN applications a ON a.building_id = b.id WHERE a.apply_code = ${applyCode}`);
    const landlord = await staffSession("landlord", [b.code]);
    const res = await send(await signedRequest("/rest/ops/document/download", { staffToken: landlord, documentCode: code }));
    expect(res.status).toBe(200);
    expect(await query(sql`SELECT 1 FROM audit_log WHERE action = 'document.read' AND record = ${code} AND role = 'landlord'`)).toHaveLength(1);
  });
});

describe("retention", () => {
  test("a refusal letter goes with a paid order; the sweep deletes it 90 days after the refund was decided", async () => {
    const carol = await createTestUser({ userName: "carol" });
    const { orderNo } = await newOrder(carol.token);
    const unpaid = await upload(carol.token, { kind: "visa_refusal", orderNo, consent: "1" }, pdf(), "refusal.pdf");
    expect(unpaid.msg).toContain("has ended");
    await payDue(carol.token, orderNo);
    const r = await upload(carol.token, { kind: "visa_refusal", orderNo, consent: "1" }, pdf(), "refusal.pdf");
    expect(r.code, r.msg).toBe(0);
    expect(r.data.document.retention).toContain("at the latest 12 months");
    const { query } = await import("../../../api/db/client");
    const [row] = await query<{ file_key: string }>(sql`SELECT file_key FROM documents WHERE code = ${r.data.documentCode}`);
    const { sweepDocuments } = await import("../../../api/documents");

    // Still undecided: kept.
    await sweepDocuments();
    expect((await download(carol.token, r.data.documentCode)).status).toBe(200);
    // The order closed 91 days ago (no refund started): decided then, so past its date.
    await query(sql`UPDATE orders SET status = 'cancelled', updated_at = now() - interval '91 days' WHERE order_no = ${orderNo}`);
    const swept = await sweepDocuments();
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    await expect(readFile(join(process.env.DATA_DIR!, row.file_key))).rejects.toThrow();
    const [after] = await query<{ deleted_reason: string; file_key: string | null }>(sql`SELECT deleted_reason, file_key FROM documents WHERE code = ${r.data.documentCode}`);
    expect(after).toEqual({ deleted_reason: "retention", file_key: null });
    expect(await query(sql`SELECT 1 FROM audit_log WHERE action = 'document.delete' AND record = ${r.data.documentCode} AND actor = 'system'`)).toHaveLength(1);
  });

  test("application documents: the tenancy's end + 12 months, moved by the sweep as the application moves", async () => {
    const dave = await createTestUser({ userName: "dave" });
    const code = await newApplication(dave.token);
    const r = await upload(dave.token, { kind: "passport", applyCode: code, consent: "1" }, png);
    const { query } = await import("../../../api/db/client");
    await query(sql`UPDATE applications SET rental_end = '2027-06-30' WHERE apply_code = ${code}`);
    const { sweepDocuments } = await import("../../../api/documents");
    await sweepDocuments();
    const list = await callSigned(`${D}/list`, { applyCode: code }, { token: dave.token, language: "en" });
    expect(list.data.list[0].deleteAfter.slice(0, 10)).toBe("2028-06-30");
    expect(list.data.list[0].retention).toBe("Deleted 12 months after the tenancy ends (UK right-to-rent rules)");
    const [stored] = await query<{ d: string }>(sql`SELECT to_char(delete_after AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d FROM documents WHERE code = ${r.data.documentCode}`);
    expect(stored.d).toBe("2028-06-30");
    // Rejected 91 days ago: 90 days after it ended, so deleted now.
    await query(sql`UPDATE applications SET status = 'rejected', updated_at = now() - interval '91 days' WHERE apply_code = ${code}`);
    await sweepDocuments();
    expect((await callSigned(`${D}/list`, { applyCode: code }, { token: dave.token })).data.list).toEqual([]);
    const left = (await filesUnder(join(process.env.DATA_DIR!, "documents"))).filter((f) => f.endsWith(".bin"));
    const [gone] = await query<{ file_key: string | null }>(sql`SELECT file_key FROM documents WHERE code = ${r.data.documentCode}`);
    expect(gone.file_key).toBeNull();
    expect(left.length).toBeGreaterThan(0);
  });
});
