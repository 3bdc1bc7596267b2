import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db, query } from "../db/client";
import { buildings, cities, countries, landlordBuildings, roomBlockedPeriods, rooms } from "../db/schema";
import { ApiError } from "../http/envelope";
import { ROOM_TYPES } from "#core/catalogue-keys";
import { FEE_AMOUNT_MAX, OFFER_INTAKES, OFFER_KEYS, OFFER_TENANCIES } from "#core/contract/console-fees";
import type { Amount, FeeData, Offer } from "#core/fees";
import { codeSeed, feesOf, fullPinyin, leaseTypeOfWeeks, leaseWeeks, pinyinInitials, refreshBuilding } from "../catalogue";
import { audit, auditSystem, authorize, type Actor } from "../staff";
import { csvToFeed } from "./feed-csv";
import { fetchPhotos, knownPhotos, rememberPhotos, type FetchedPhoto, type PhotoFailure } from "./feed-photos";

/**
 * A landlord's listings feed (JSON, or CSV with one row per room type: ./feed-csv.ts): one record per apartment with its room types, each keyed by
 * the landlord's own reference. A new apartment is created unpublished (staff review and
 * publish it), a changed one is updated, one of theirs missing from the feed is unpublished. A
 * record may also set the apartment's fees and its room types' blocked periods (the feed's own
 * periods replaced each run, those added in the console kept). A
 * record that does not validate is rejected with its reasons and the rest go ahead; a feed that
 * is not JSON of the expected shape changes nothing. The whole run is one transaction, audited
 * with its report.
 */
const CODE_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";
const newCode = () => [...randomBytes(8)].map((b) => CODE_CHARS[b % CODE_CHARS.length]).join("");

const ref = z.string().trim().min(1).max(60);
const bilingual = (max: number) => z.object({ zh: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

/**
 * Money in minor units as the feed's prices give it. The catalogue keeps whole units of the
 * apartment's currency, so an amount that is not one is refused rather than rounded.
 */
const minor = z
  .number()
  .int()
  .min(0)
  .max(FEE_AMOUNT_MAX * 100)
  .refine((m) => m % 100 === 0, "amounts are whole units");
const money = z.object({ minor }).strict();
/** The booking fee or deposit: a fixed amount, or rent periods (weeks or months of the room's rent) as the console allows. */
const feeAmount = z.union([money, z.object({ periods: z.number().int().min(0).max(52) }).strict()]);
/** A day that exists (a 31 February passes a pattern but is no day), as the console checks. */
const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
const day = z.string().refine(isDay, "a day as YYYY-MM-DD");
/** As in the console: a period longer than three years is most likely a year typed wrong. */
const MAX_BLOCKED_DAYS = 3 * 366;
const blockedPeriod = z
  .object({ from: day, to: day, reason: z.string().trim().max(200).optional() })
  .superRefine((p, ctx) => {
    if (!isDay(p.from) || !isDay(p.to)) return;
    if (p.from >= p.to) ctx.addIssue({ code: "custom", path: ["to"], message: "must be after from" });
    else if ((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 > MAX_BLOCKED_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "the period is longer than three years" });
  });

/** The offers the console edits, with its rules (api/console/fees.ts): amounts in minor units. */
const offerRecord = z
  .object({
    key: z.enum(OFFER_KEYS),
    amount: money.optional(),
    percentOff: z.number().int().min(1).max(100).optional(),
    item: bilingual(100).optional(),
    minTerm: z.number().int().min(1).max(120).optional(),
    tenancies: z.array(z.enum(OFFER_TENANCIES)).max(OFFER_TENANCIES.length).optional(),
    intakes: z.array(z.enum(OFFER_INTAKES)).max(OFFER_INTAKES.length).optional(),
    claimAfterDays: z.number().int().min(0).max(3650).optional(),
    claimWithinDays: z.number().int().min(1).max(3650).optional(),
  })
  .superRefine((o, ctx) => {
    if (o.key === "discount" && o.percentOff === undefined) ctx.addIssue({ code: "custom", path: ["percentOff"], message: "a discount needs percentOff" });
    if (o.key !== "discount" && o.amount === undefined) ctx.addIssue({ code: "custom", path: ["amount"], message: `a ${o.key} needs an amount` });
    if (o.key === "gift" && !o.item) ctx.addIssue({ code: "custom", path: ["item"], message: "a gift needs its item in both languages" });
    if (o.claimAfterDays !== undefined && o.claimWithinDays !== undefined && o.claimWithinDays <= o.claimAfterDays)
      ctx.addIssue({ code: "custom", path: ["claimWithinDays"], message: "must be more than claimAfterDays" });
  });

/**
 * An apartment's fees as the console edits them, in the apartment's currency. Given, they are the
 * apartment's fees: admin and utilities left out are none (bills included), offers left out are none.
 */
const feesRecord = z.object({
  booking: feeAmount,
  deposit: feeAmount,
  admin: money.optional(),
  utilities: money.optional(),
  offers: z.array(offerRecord).max(10).optional(),
});

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
  /** Given, these replace the room type's periods from earlier runs; those added in the console stay. */
  blockedPeriods: z.array(blockedPeriod).max(50).optional(),
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
    /** Given, the apartment's fees become these; left out, it keeps the fees it has. */
    fees: feesRecord.optional(),
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

/** Minor units to the catalogue's whole units, as the rooms' prices are converted. */
const units = (m: { minor: number }) => m.minor / 100;
const amountOf = (a: z.infer<typeof feeAmount>): Amount => ("periods" in a ? { periods: a.periods } : { amount: units(a) });

/** The record's fees as stored; how many days a cancellation gets the booking fee back is not the feed's and stays. */
function feeDataOf(f: z.infer<typeof feesRecord>, coolingOffDays: number): FeeData {
  return {
    booking: amountOf(f.booking),
    deposit: amountOf(f.deposit),
    admin: f.admin ? units(f.admin) : 0,
    utilities: f.utilities ? units(f.utilities) : 0,
    offers: (f.offers ?? []).map((o) => {
      const offer: Offer = { key: o.key };
      if (o.key === "discount") offer.percentOff = o.percentOff;
      else offer.amount = units(o.amount!);
      if (o.key === "gift") offer.item = o.item;
      if (o.minTerm) offer.minTerm = o.minTerm;
      if (o.tenancies?.length) offer.tenancies = o.tenancies;
      if (o.intakes?.length) offer.intakes = o.intakes;
      if (o.key !== "discount" && o.claimAfterDays !== undefined) offer.claimAfterDays = o.claimAfterDays;
      if (o.key !== "discount" && o.claimWithinDays !== undefined) offer.claimWithinDays = o.claimWithinDays;
      return offer;
    }),
    coolingOffDays,
  };
}

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

  const feesSet: string[] = [];
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
        let roomId: number;
        if (known) {
          await tx.update(rooms).set(room).where(eq(rooms.id, known.id));
          roomId = known.id;
        } else {
          [{ id: roomId }] = await tx.insert(rooms).values({ ...room, code: newCode(), buildingId, feedRef: r.ref }).returning({ id: rooms.id });
        }
        if (r.blockedPeriods) {
          // The feed's own periods are replaced; those kept by hand in the console are not the feed's to remove.
          await tx.delete(roomBlockedPeriods).where(and(eq(roomBlockedPeriods.roomId, roomId), eq(roomBlockedPeriods.source, "feed")));
          if (r.blockedPeriods.length)
            await tx.insert(roomBlockedPeriods).values(r.blockedPeriods.map((p) => ({ roomId, startsOn: p.from, endsOn: p.to, reason: p.reason ?? "", source: "feed" as const })));
        }
      }
      if (a.fees) {
        const [b] = await tx
          .select({ fees: buildings.fees, code: buildings.code, tags: buildings.tags, iso2: countries.iso2 })
          .from(buildings)
          .innerJoin(countries, eq(countries.id, buildings.countryId))
          .where(eq(buildings.id, buildingId));
        const current = feesOf(b.fees, b.iso2, a.priceUnit, b.tags, codeSeed(b.code));
        await tx.update(buildings).set({ fees: feeDataOf(a.fees, current.coolingOffDays) }).where(eq(buildings.id, buildingId));
        feesSet.push(a.ref);
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
        ...(feesSet.length ? { fees: feesSet } : {}),
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
