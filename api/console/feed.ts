import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db, query } from "../db/client";
import { buildings, cities, landlordBuildings, rooms } from "../db/schema";
import { ApiError } from "../http/envelope";
import { ROOM_TYPES } from "#core/catalogue-keys";
import { fullPinyin, leaseTypeOfWeeks, leaseWeeks, pinyinInitials, refreshBuilding } from "../catalogue";
import { audit, auditSystem, authorize, type Actor } from "../staff";
import { csvToFeed } from "./feed-csv";
import { fetchPhotos, knownPhotos, rememberPhotos, type FetchedPhoto, type PhotoFailure } from "./feed-photos";

/**
 * A landlord's listings feed (JSON, or CSV with one row per room type: ./feed-csv.ts): one record per apartment with its room types, each keyed by
 * the landlord's own reference. A new apartment is created unpublished (staff review and
 * publish it), a changed one is updated, one of theirs missing from the feed is unpublished. A
 * record that does not validate is rejected with its reasons and the rest go ahead; a feed that
 * is not JSON of the expected shape changes nothing. The whole run is one transaction, audited
 * with its report.
 */
const CODE_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";
const newCode = () => [...randomBytes(8)].map((b) => CODE_CHARS[b % CODE_CHARS.length]).join("");

const ref = z.string().trim().min(1).max(60);
const bilingual = (max: number) => z.object({ zh: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

const roomRecord = z.object({
  ref,
  name: bilingual(100),
  roomType: z.enum(ROOM_TYPES),
  /** ISO 4217 and minor units: { currency: "GBP", minor: 25500 } is £255.00 per the apartment's unit. */
  price: z.object({ currency: z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code"), minor: z.number().int().positive().max(100_000_000) }),
  areaM2: z.number().positive().max(1000),
  bedSize: z.string().trim().min(1).max(40),
  leaseTerms: z.array(z.number().int().positive().max(120)).min(1).max(12),
  availableFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD"),
  stock: z.number().int().min(0).max(10_000),
});

const apartmentRecord = z
  .object({
    ref,
    name: bilingual(120),
    cityId: z.number().int().positive(),
    address: bilingual(300),
    postcode: z.string().trim().max(20).optional(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    description: bilingual(5000),
    currency: z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code"),
    priceUnit: z.enum(["week", "month"]),
    rooms: z.array(roomRecord).min(1).max(100),
    /** The apartment's photos by URL, fetched and stored as its photos (./feed-photos.ts). */
    photos: z
      .array(z.string().trim().max(2000).url().regex(/^https?:\/\//i, "http(s) URL"))
      .max(20)
      .optional(),
  })
  .superRefine((a, ctx) => {
    a.rooms.forEach((r, i) => {
      if (r.price.currency !== a.currency) ctx.addIssue({ code: "custom", path: ["rooms", i, "price", "currency"], message: `not the apartment's currency ${a.currency}` });
      if (r.price.minor % 100 !== 0) ctx.addIssue({ code: "custom", path: ["rooms", i, "price", "minor"], message: "prices are whole units" });
    });
    const refs = a.rooms.map((r) => r.ref);
    if (new Set(refs).size !== refs.length) ctx.addIssue({ code: "custom", path: ["rooms"], message: "room references repeat" });
  });
type ApartmentRecord = z.infer<typeof apartmentRecord>;

export interface FeedReport {
  created: string[];
  updated: string[];
  unchanged: string[];
  unpublished: string[];
  rejected: { ref: string | null; index: number; reasons: string[] }[];
  /** Photos that could not be fetched or stored, each against its record (which went ahead). */
  photos: PhotoFailure[];
}

export type FeedFormat = "auto" | "json" | "csv";

/** Where a run's feed came from, for its record in feed_runs. */
export interface FeedOrigin {
  origin: "upload" | "url";
  url?: string | null;
  format?: FeedFormat;
}

/**
 * The feed's outer shape: JSON `{ "apartments": [ … ] }`, or CSV with the header of ./feed-csv.ts
 * (told apart by the first character: JSON opens with a brace). Anything else is malformed.
 */
function parseFeed(text: string, format: FeedFormat = "auto"): unknown[] {
  if (format === "csv" || (format === "auto" && !text.trimStart().startsWith("{"))) return csvToFeed(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("console_feed_malformed");
  }
  const list = (value as { apartments?: unknown } | null)?.apartments;
  if (!Array.isArray(list) || list.length > 2000) throw new ApiError("console_feed_malformed");
  return list;
}

/**
 * The landlord a feed call is about: the caller, or (for staff allowed any feed) the landlord
 * named. Only a landlord's account owns apartments, so only one can have a feed.
 */
export async function landlordFor(actor: Actor, landlordId: number | undefined): Promise<number> {
  const target = landlordId ?? (actor.kind === "staff" ? actor.id : undefined);
  if (target === undefined) throw new ApiError("console_feed_landlord_required");
  await authorize(actor, "import", "feed", async () => actor.kind === "staff" && actor.id === target);
  const [row] = await query<{ role: string }>(sql`SELECT role FROM staff_accounts WHERE id = ${target} AND disabled_at IS NULL`);
  if (row?.role !== "landlord") throw new ApiError("console_feed_landlord_required");
  return target;
}

export async function importFeed(actor: Actor, text: string, landlordId?: number): Promise<FeedReport> {
  // A feed only ever touches its landlord's own apartments (found through landlord_buildings):
  // the caller's, or those of the landlord staff allowed every feed name.
  if (landlordId !== undefined) return runFeed(await landlordFor(actor, landlordId), actor, text, { origin: "upload" });
  if (actor.kind !== "staff") throw new ApiError("staff_forbidden");
  await authorize(actor, "import", "feed", async () => true);
  return runFeed(actor.id, actor, text, { origin: "upload" });
}

/** Writes a run that changed nothing (a malformed feed, a failed fetch) with why. */
export async function recordFailedRun(landlordId: number, by: Actor | null, from: FeedOrigin, error: string): Promise<void> {
  await query(
    sql`INSERT INTO feed_runs (landlord_id, origin, url, outcome, error, actor) VALUES (${landlordId}, ${from.origin}, ${from.url ?? null}, 'failed', ${error}, ${actorLabel(by)})`,
  );
}

export const actorLabel = (by: Actor | null) => (by === null ? "system" : by.kind === "staff" ? by.email : "token");

/**
 * One run of a landlord's feed, from an upload or pulled from their URL (`by` null: the daily
 * pull, audited as the system's). Permission is the caller's to check. A malformed feed is
 * recorded as a failed run and refused.
 */
export async function runFeed(landlordId: number, by: Actor | null, text: string, from: FeedOrigin): Promise<FeedReport> {
  let records: unknown[];
  try {
    records = parseFeed(text, from.format);
  } catch (e) {
    if (e instanceof ApiError) await recordFailedRun(landlordId, by, from, e.key);
    throw e;
  }
  const report: FeedReport = { created: [], updated: [], unchanged: [], unpublished: [], rejected: [], photos: [] };
  const valid: ApartmentRecord[] = [];
  const seen = new Set<string>();
  records.forEach((raw, index) => {
    const parsed = apartmentRecord.safeParse(raw);
    const rawRef = typeof (raw as { ref?: unknown } | null)?.ref === "string" ? ((raw as { ref: string }).ref.trim() || null) : null;
    if (!parsed.success) {
      report.rejected.push({ ref: rawRef, index, reasons: parsed.error.issues.map((i) => `${i.path.join(".") || "record"}: ${i.message}`) });
    } else if (seen.has(parsed.data.ref)) {
      report.rejected.push({ ref: parsed.data.ref, index, reasons: ["ref: repeats an earlier record"] });
    } else {
      seen.add(parsed.data.ref);
      valid.push(parsed.data);
    }
  });
  const cityRows = valid.length ? await db().select({ id: cities.id, countryId: cities.countryId }).from(cities).where(inArray(cities.id, [...new Set(valid.map((v) => v.cityId))])) : [];
  const countryOf = new Map(cityRows.map((c) => [c.id, c.countryId]));
  const ownedBy = (on: ReturnType<typeof db>) =>
    on
      .select({ id: buildings.id, ref: buildings.feedRef, hash: buildings.feedHash, published: buildings.isPublished, photos: buildings.photos })
      .from(buildings)
      .innerJoin(landlordBuildings, eq(landlordBuildings.buildingId, buildings.id))
      .where(and(eq(landlordBuildings.staffId, landlordId), isNotNull(buildings.feedRef)));

  // Photos are fetched before the transaction (no network wait holds it open), only for records
  // that changed since the last run; the run then stores what was fetched.
  const hashes = new Map(valid.map((a) => [a.ref, createHash("sha256").update(JSON.stringify(a)).digest("hex")]));
  const before = new Map((await ownedBy(db())).map((o) => [o.ref!, o.hash]));
  const withPhotos = valid.filter((a) => a.photos && before.get(a.ref) !== hashes.get(a.ref));
  const known = await knownPhotos(landlordId, [...new Set(withPhotos.flatMap((a) => a.photos!))]);
  const fetched = new Map<string, FetchedPhoto[]>();
  for (const a of withPhotos) {
    const got = await fetchPhotos(a.ref, a.photos!, known);
    fetched.set(a.ref, got.photos);
    report.photos.push(...got.failures);
  }
  const failedPhotos = new Set(report.photos.map((p) => p.ref));

  await db().transaction(async (tx) => {
    const owned = await ownedBy(tx);
    const byRef = new Map(owned.map((o) => [o.ref!, o]));
    for (const [index, a] of valid.entries()) {
      const countryId = countryOf.get(a.cityId);
      if (!countryId) {
        report.rejected.push({ ref: a.ref, index, reasons: [`cityId: no city ${a.cityId}`] });
        continue;
      }
      // A record whose photos did not all arrive is not remembered as done: the next run tries again.
      const hash = hashes.get(a.ref)! + (failedPhotos.has(a.ref) ? ":photos-incomplete" : "");
      const existing = byRef.get(a.ref);
      if (existing && existing.hash === hash) {
        report.unchanged.push(a.ref);
        continue;
      }
      const prices = a.rooms.map((r) => r.price.minor / 100);
      const fields = {
        nameZh: a.name.zh,
        nameEn: a.name.en,
        pinyin: fullPinyin(a.name.zh),
        initials: pinyinInitials(a.name.zh),
        cityId: a.cityId,
        countryId,
        addressZh: a.address.zh,
        addressEn: a.address.en,
        postcode: a.postcode ?? null,
        lat: a.lat,
        lng: a.lng,
        descriptionZh: a.description.zh,
        descriptionEn: a.description.en,
        currency: a.currency,
        priceUnit: a.priceUnit,
        fromPrice: Math.min(...prices),
        toPrice: Math.max(...prices),
        roomCount: a.rooms.length,
        roomTypes: [...new Set(a.rooms.map((r) => r.roomType))],
        leaseTypes: [...new Set(a.rooms.flatMap((r) => r.leaseTerms.map((t) => leaseTypeOfWeeks(leaseWeeks(t, a.priceUnit)))))],
        feedHash: hash,
        updatedAt: new Date(),
      };
      const photos = fetched.get(a.ref);
      // Photos named in the record are the apartment's photos; with none of them stored yet, the
      // apartment keeps what it had.
      const photoFields = photos?.length ? { photos: photos.map((p) => p.key) } : {};
      if (photos) await rememberPhotos(tx, landlordId, photos);
      let buildingId: number;
      if (existing) {
        await tx.update(buildings).set({ ...fields, ...photoFields }).where(eq(buildings.id, existing.id));
        buildingId = existing.id;
        report.updated.push(a.ref);
      } else {
        // New: unpublished until staff review it.
        const [row] = await tx
          .insert(buildings)
          .values({ ...fields, ...photoFields, code: newCode(), feedRef: a.ref, isPublished: false })
          .returning({ id: buildings.id });
        await tx.insert(landlordBuildings).values({ buildingId: row.id, staffId: landlordId });
        buildingId = row.id;
        report.created.push(a.ref);
      }
      for (const r of a.rooms) {
        const room = {
          nameZh: r.name.zh,
          nameEn: r.name.en,
          roomType: r.roomType,
          price: r.price.minor / 100,
          areaM2: r.areaM2,
          bedSize: r.bedSize,
          leaseTerms: r.leaseTerms,
          leaseTypes: [...new Set(r.leaseTerms.map((t) => leaseTypeOfWeeks(leaseWeeks(t, a.priceUnit))))],
          availableFrom: r.availableFrom,
          stock: r.stock,
          updatedAt: new Date(),
        };
        const [known] = await tx.select({ id: rooms.id }).from(rooms).where(and(eq(rooms.buildingId, buildingId), eq(rooms.feedRef, r.ref)));
        if (known) await tx.update(rooms).set(room).where(eq(rooms.id, known.id));
        else await tx.insert(rooms).values({ ...room, code: newCode(), buildingId, feedRef: r.ref });
      }
      await refreshBuilding(tx, buildingId);
    }
    // The landlord's feed apartments it no longer lists leave the site.
    for (const o of owned) {
      if (seen.has(o.ref!) || !o.published) continue;
      await tx.update(buildings).set({ isPublished: false, updatedAt: new Date() }).where(eq(buildings.id, o.id));
      await refreshBuilding(tx, o.id);
      report.unpublished.push(o.ref!);
    }
    // Keep rejected records in feed order.
    report.rejected.sort((x, y) => x.index - y.index);
    const entry = {
      action: "feed.import",
      entity: "feed",
      record: landlordId,
      after: {
        origin: from.origin,
        ...(from.url ? { url: from.url } : {}),
        created: report.created,
        updated: report.updated,
        unpublished: report.unpublished,
        rejected: report.rejected.map((r) => r.ref ?? `#${r.index}`),
        photosFailed: report.photos.map((p) => p.url),
      },
    };
    if (by) await audit(tx, by, entry);
    else await auditSystem(tx, entry);
    await query(
      sql`INSERT INTO feed_runs (landlord_id, origin, url, outcome, report, actor)
        VALUES (${landlordId}, ${from.origin}, ${from.url ?? null}, 'imported', ${JSON.stringify(report)}::jsonb, ${actorLabel(by)})`,
      tx,
    );
  });
  return report;
}
