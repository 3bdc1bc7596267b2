import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES, ORDER_STATUSES } from "#core/statuses";
import type { FeeData, Offer } from "#core/fees";
import type { Quote } from "#core/quote";
import type { BuildingFaq, BuildingPolicies, HandbookSections, HelpBlock, RoomAttributes, TopicConfig } from "#core/stored-json";
import type { Payout } from "#core/schemas/gift";
import type { Attribution } from "#core/contract/shared-fields";
import type { applicantDetails, guarantorDetails } from "#core/contract/applications";
import type { z } from "#core/contract/zod";

/** The applicant and guarantor as an application and the saved details keep them (typed jsonb below). */
type ApplicantJson = z.infer<typeof applicantDetails>;
type GuarantorJson = z.infer<typeof guarantorDetails>;
/** What a third-party login told us of the person, kept to show their nickname. */
export interface ThirdPartyProfile {
  nickname?: string | null;
  avatar?: string | null;
}

/**
 * The housing catalogue and everything users create around it. One schema for PGlite and
 * PostgreSQL; migrations under ./migrations are generated from this file (`npm run db:generate`).
 *
 * Conventions:
 * - Bilingual text is two columns, `*_zh` and `*_en`; the API picks one by the request language.
 * - Places carry `slug` (URL text, unique within the parent), `pinyin` and `initials` of the
 *   Chinese name, and a generated `search_text` that a trigram index covers, so search is one
 *   indexed scan per entity type whatever the script of the keyword.
 * - Prices are integers in the major unit of `currency` (JPY and KRW have no minor unit; the
 *   others are quoted in whole units by landlords), per `price_unit`.
 * - Every lead a person submits keeps an `attribution` jsonb (device, entrance, marketing params).
 */

// Lower-case English, Chinese, full pinyin and initials in one string for trigram LIKE search.
const searchText = (): SQL =>
  sql`lower(name_en) || ' ' || name_zh || ' ' || pinyin || ' ' || initials`;

/**
 * Btree prefix indexes behind short keywords (`ld`, `lon`, `伦敦`), where a trigram index
 * cannot help: English name (lower-cased), Chinese name, pinyin and initials.
 * text_pattern_ops makes `LIKE 'x%'` indexable whatever the database collation.
 */
type Named = { nameEn: AnyPgColumn; nameZh: AnyPgColumn; pinyin: AnyPgColumn; initials: AnyPgColumn };
const prefixIndexes = (table: string, t: Named) => [
  index(`${table}_name_en_prefix`).on(sql`lower(${t.nameEn}) text_pattern_ops`),
  index(`${table}_name_zh_prefix`).on(sql`${t.nameZh} text_pattern_ops`),
  index(`${table}_pinyin_prefix`).on(sql`${t.pinyin} text_pattern_ops`),
  index(`${table}_initials_prefix`).on(sql`${t.initials} text_pattern_ops`),
];

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const priceUnit = pgEnum("price_unit", ["week", "month"]);

/** World regions grouping destination countries (answer of `common/mdy/area`). */
export const areas = pgTable("areas", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const countries = pgTable(
  "countries",
  {
    id: serial("id").primaryKey(),
    areaId: integer("area_id").references(() => areas.id),
    iso2: text("iso2").notNull().unique(),
    slug: text("slug").notNull().unique(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    pinyin: text("pinyin").notNull(),
    initials: text("initials").notNull(),
    searchText: text("search_text").generatedAlwaysAs(searchText),
    currency: text("currency").notNull(),
    priceUnit: priceUnit("price_unit").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    popularity: integer("popularity").notNull().default(0),
  },
  (t) => [index("countries_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")), ...prefixIndexes("countries", t)],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    slug: text("slug").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    pinyin: text("pinyin").notNull(),
    initials: text("initials").notNull(),
    searchText: text("search_text").generatedAlwaysAs(searchText),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** Shown in hot lists and ranks equal search matches; real study destinations score higher. */
    popularity: integer("popularity").notNull().default(0),
    isHot: boolean("is_hot").notNull().default(false),
    /** A generated town (catalogue volume only, not a real place): kept out of pickers, the sitemap and promotions. */
    synthetic: boolean("synthetic").notNull().default(false),
  },
  (t) => [
    uniqueIndex("cities_country_slug").on(t.countryId, t.slug),
    index("cities_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("cities_popularity").on(t.popularity),
    ...prefixIndexes("cities", t),
  ],
);

export const schools = pgTable(
  "schools",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    slug: text("slug").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    pinyin: text("pinyin").notNull(),
    initials: text("initials").notNull(),
    searchText: text("search_text").generatedAlwaysAs(searchText),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    popularity: integer("popularity").notNull().default(0),
    /** A school generated from a template (catalogue volume only, not a real institution): kept out of pickers and promotions. */
    synthetic: boolean("synthetic").notNull().default(false),
  },
  (t) => [
    uniqueIndex("schools_city_slug").on(t.cityId, t.slug),
    index("schools_country").on(t.countryId),
    index("schools_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("schools_popularity").on(t.popularity),
    ...prefixIndexes("schools", t),
  ],
);

/**
 * What students type for a place besides its names (UCL, 曼大, 澳洲, Ryerson): exactly one of
 * country, city or school per row. Part of the catalogue: search matches aliases like names
 * (api/catalogue/search.ts), and an edit reaches the in-memory index through catalogue_version
 * (migration 0005, docs/decisions/014-search-aliases.md).
 */
export const placeAliases = pgTable(
  "place_aliases",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id").references(() => countries.id, { onDelete: "cascade" }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "cascade" }),
    schoolId: integer("school_id").references(() => schools.id, { onDelete: "cascade" }),
    alias: text("alias").notNull(),
  },
  (t) => [
    check("place_aliases_one_place", sql`num_nonnulls(${t.countryId}, ${t.cityId}, ${t.schoolId}) = 1`),
    check("place_aliases_alias_text", sql`length(btrim(${t.alias})) BETWEEN 1 AND 100`),
    uniqueIndex("place_aliases_place_alias").on(
      sql`coalesce(${t.countryId}, 0)`,
      sql`coalesce(${t.cityId}, 0)`,
      sql`coalesce(${t.schoolId}, 0)`,
      sql`lower(${t.alias})`,
    ),
    index("place_aliases_city").on(t.cityId),
    index("place_aliases_school").on(t.schoolId),
  ],
);

/** Apartments ("buildings" in the API's paths). Room aggregates are kept here for listing speed. */
export const buildings = pgTable(
  "buildings",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    pinyin: text("pinyin").notNull(),
    initials: text("initials").notNull(),
    searchText: text("search_text").generatedAlwaysAs(searchText),
    addressZh: text("address_zh").notNull(),
    addressEn: text("address_en").notNull(),
    postcode: text("postcode"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    descriptionZh: text("description_zh").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** Facility keys (wifi, gym, …); labels come from api/catalogue/labels.ts. */
    facilities: text("facilities").array().notNull().default(sql`'{}'::text[]`),
    /** Photo keys such as `seed/07.jpg`, resolved to files by api/uploads/images.ts. */
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** `{ payment: {zh,en}, cancellation: {zh,en}, deposit: {zh,en} }`. */
    policies: jsonb("policies").$type<BuildingPolicies>().notNull().default({}),
    /** `[{ q: {zh,en}, a: {zh,en} }]`. */
    faq: jsonb("faq").$type<BuildingFaq>().notNull().default([]),
    currency: text("currency").notNull(),
    priceUnit: priceUnit("price_unit").notNull(),
    // Aggregates over this building's rooms, refreshed by refreshBuildingAggregates().
    fromPrice: integer("from_price").notNull(),
    toPrice: integer("to_price").notNull(),
    roomCount: integer("room_count").notNull().default(0),
    availableRoomCount: integer("available_room_count").notNull().default(0),
    roomTypes: text("room_types").array().notNull().default(sql`'{}'::text[]`),
    leaseTypes: text("lease_types").array().notNull().default(sql`'{}'::text[]`),
    availableFrom: date("available_from"),
    recommendScore: integer("recommend_score").notNull().default(0),
    /** Fees and offers as data (core/fees.ts FeeData); null = the country's standard fees. */
    fees: jsonb("fees").$type<FeeData>(),
    isPublished: boolean("is_published").notNull().default(true),
    /** The landlord's own reference of an apartment from their listings feed, and its last record's hash. */
    feedRef: text("feed_ref"),
    feedHash: text("feed_hash"),
    ...timestamps,
  },
  (t) => [
    index("buildings_city_recommend").on(t.cityId, t.recommendScore.desc(), t.id),
    index("buildings_city_price").on(t.cityId, t.fromPrice),
    index("buildings_city_created").on(t.cityId, t.createdAt.desc()),
    index("buildings_country_recommend").on(t.countryId, t.recommendScore.desc(), t.id),
    index("buildings_recommend").on(t.recommendScore.desc(), t.id),
    index("buildings_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    ...prefixIndexes("buildings", t),
  ],
);

export const rooms = pgTable(
  "rooms",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    /** studio | ensuite | private | shared | one_bed | two_bed */
    roomType: text("room_type").notNull(),
    price: integer("price").notNull(),
    areaM2: doublePrecision("area_m2").notNull(),
    bedSize: text("bed_size").notNull(),
    /** Lease lengths offered, in the building's price unit (weeks or months). */
    leaseTerms: integer("lease_terms").array().notNull(),
    /** Lease categories (short | academic | year) derived from leaseTerms, for filtering. */
    leaseTypes: text("lease_types").array().notNull(),
    availableFrom: date("available_from").notNull(),
    availableTo: date("available_to"),
    /** Units of this room type still free; 0 = sold out. */
    stock: integer("stock").notNull().default(0),
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    /** `{ floor, bathroom, kitchen, window, desk, wardrobe, airConditioning, heating, maxOccupants }`. */
    attributes: jsonb("attributes").$type<RoomAttributes>().notNull().default({}),
    /** The landlord's own reference of the room type in their listings feed. */
    feedRef: text("feed_ref"),
    ...timestamps,
  },
  (t) => [index("rooms_building_price").on(t.buildingId, t.price)],
);

/** Date ranges in which a room type lets none of its units (migration 0028); both days count. */
export const roomBlockedPeriods = pgTable(
  "room_blocked_periods",
  {
    id: serial("id").primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    reason: text("reason").notNull(),
    /** "console": added by hand; "feed": given by the landlord's listings feed, which replaces its own on each run. */
    source: text("source").$type<"console" | "feed">().notNull().default("console"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("room_blocked_periods_room").on(t.roomId, t.startsOn),
    check("room_blocked_periods_order", sql`${t.endsOn} >= ${t.startsOn}`),
    check("room_blocked_periods_source", sql`${t.source} IN ('console', 'feed')`),
  ],
);

export const buildingSchoolDistances = pgTable(
  "building_school_distances",
  {
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    distanceM: integer("distance_m").notNull(),
    walkMinutes: integer("walk_minutes").notNull(),
    transitMinutes: integer("transit_minutes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.buildingId, t.schoolId] }),
    index("distances_school_distance").on(t.schoolId, t.distanceM),
  ],
);

/**
 * The apartment page's read model (`house/info`): one row per apartment holding, as one JSON
 * document, the apartment's columns, its rooms (price order) and its ten nearest schools —
 * language-neutral, exactly what the page's former three-table statement selected. The page is
 * then one primary-key read instead of two aggregates (docs/decisions/010-api-performance.md).
 * Derived data: rebuilt by `refresh_building_details()` (defined in migration 0002), which the
 * seed calls after loading rooms and distances — the only writer of those tables. `json`, not
 * `jsonb`: the stored text is returned as is, with no jsonb-to-text conversion per read.
 */
export const buildingDetails = pgTable("building_details", {
  buildingId: integer("building_id")
    .primaryKey()
    .references(() => buildings.id, { onDelete: "cascade" }),
  doc: json("doc").notNull(),
});

/**
 * One row counting catalogue edits. Statement triggers on every catalogue table (countries,
 * cities, schools, buildings, rooms, distances, building_details; migration 0003) bump it, so
 * each instance's in-memory catalogue (search names, listings, apartment pages:
 * api/catalogue/catalogue-snapshot.ts) notices any edit with one cheap read and rebuild —
 * whoever made the edit, on whichever instance.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    /** Drawn again at every bump (migration 0023): with the version, the stamp a snapshot file is kept under. */
    token: uuid("token").notNull().defaultRandom(),
  },
  (t) => [check("catalogue_version_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Accounts: users, their mobile prefixes, sessions, codes and third-party identities.

export const mobilePrefixes = pgTable("mobile_prefixes", {
  /** Stable ids from api/db/seed/data/mobile-prefixes.ts; China is 317. */
  id: integer("id").primaryKey(),
  iso2: text("iso2").notNull().unique(),
  mobilePrefix: text("mobile_prefix").notNull(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  /** Position in the hot list shown first; null when not hot. */
  hotRank: smallint("hot_rank"),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Public identifier handed to clients instead of the numeric id. */
    userCode: text("user_code").notNull().unique(),
    userName: text("user_name"),
    realName: text("real_name"),
    avatar: text("avatar"),
    email: text("email"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    mobilePrefixId: integer("mobile_prefix_id").references(() => mobilePrefixes.id),
    mobile: text("mobile"),
    /** argon2id hash; null until a password is set (SMS-only accounts). */
    passwordHash: text("password_hash"),
    gender: smallint("gender"),
    birthday: date("birthday"),
    intro: text("intro"),
    registerSource: text("register_source"),
    attribution: jsonb("attribution").$type<Attribution>(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The account was deleted: an anonymous tombstone the kept orders and payments point at (migration 0023). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Moves with every write to what the student's own pages show (triggers of migration 0031; api/accounts/own-version.ts). */
    ownVersion: bigint("own_version", { mode: "number" }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email").on(sql`lower(${t.email})`),
    uniqueIndex("users_mobile").on(t.mobilePrefixId, t.mobile),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    deviceType: text("device_type"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

export const thirdPartyIdentities = pgTable(
  "third_party_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** wechat | qq | weibo | google | apple … */
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    unionId: text("union_id"),
    profile: jsonb("profile").$type<ThirdPartyProfile>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("third_party_provider_user").on(t.provider, t.providerUserId),
    index("third_party_user").on(t.userId),
  ],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    /** `+86 13800000000` or a lower-cased e-mail. */
    target: text("target").notNull(),
    /** The client's senceId: 1 login/register/bind, 3 password retrieval. */
    scene: smallint("scene").notNull(),
    /** HMAC-SHA256 of the code with the session secret; never the code itself. */
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    maxAttempts: smallint("max_attempts").notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("verification_codes_target").on(t.channel, t.target, t.scene, t.createdAt.desc()),
    index("verification_codes_ip").on(t.ip, t.createdAt),
  ],
);

export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    /** Opaque random id handed to the client. */
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["slide", "image"] }).notNull(),
    /** Hash of the expected answer (slide offset bucket or image letters). */
    answerHash: text("answer_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    passedAt: timestamp("passed_at", { withTimezone: true }),
    /** Set when a passed challenge is spent on sending a code, so it cannot be replayed. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("captcha_expires").on(t.expiresAt)],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.buildingId] }),
    index("favorites_user_created").on(t.userId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Applications and orders, each with its status history.

export { APPLICATION_STATUSES, ORDER_STATUSES };
export const applicationStatus = pgEnum("application_status", APPLICATION_STATUSES);
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    applyCode: text("apply_code").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id),
    roomId: integer("room_id").references(() => rooms.id),
    status: applicationStatus("status").notNull().default("submitted"),
    moveInDate: date("move_in_date"),
    leaseTerm: integer("lease_term"),
    leaseUnit: priceUnit("lease_unit"),
    rentalStart: date("rental_start"),
    rentalEnd: date("rental_end"),
    mobilePrefixId: integer("mobile_prefix_id").references(() => mobilePrefixes.id),
    mobile: text("mobile"),
    /** Applicant: legal and Chinese name, surname pinyin, address, studies… (core/schemas/student.ts's applicantSchema). */
    applicant: jsonb("applicant").$type<ApplicantJson>(),
    guarantor: jsonb("guarantor").$type<GuarantorJson>(),
    remark: text("remark"),
    /** full | term | monthly (the application form's radio options). */
    paymentPlan: text("payment_plan"),
    /** The price locked when applying (api/catalogue/quote.ts); null for applications made before quotes (read through quoteOf, which says why). */
    quote: jsonb("quote").$type<Quote>(),
    attribution: jsonb("attribution").$type<Attribution>().notNull(),
    ...timestamps,
  },
  (t) => [index("applications_user").on(t.userId, t.createdAt.desc())],
);

export const applicationStatusHistory = pgTable(
  "application_status_history",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: applicationStatus("from_status"),
    toStatus: applicationStatus("to_status").notNull(),
    note: text("note"),
    /** user | staff | system */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the student was told of this change (SMS or e-mail); null = not sent. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [index("application_history_application").on(t.applicationId, t.createdAt)],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNo: text("order_no").notNull().unique(),
    applicationId: integer("application_id").references(() => applications.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id),
    roomId: integer("room_id").references(() => rooms.id),
    status: orderStatus("status").notNull().default("pending_payment"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    rentalStart: date("rental_start"),
    rentalEnd: date("rental_end"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Whether this order holds one unit of its room's stock (taken on approval, given back when it ends unpaid or refunded). */
    unitHeld: boolean("unit_held").notNull().default(false),
    /** When an unpaid order expires and gives its unit back. */
    payBy: timestamp("pay_by", { withTimezone: true }),
    /** Check-in marked by staff; the money held is released at `releaseAt` (48 h later) unless frozen by a report. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    releaseAt: timestamp("release_at", { withTimezone: true }),
    /** When the held money went to the landlord's payout ledger; later payments follow at the next sweep. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** A "not as described" report froze the release until staff resolve its case. */
    holdFrozenAt: timestamp("hold_frozen_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("orders_user").on(t.userId, t.createdAt.desc()),
    // An application's order (the applications list joins each one): migration 0023.
    index("orders_application").on(t.applicationId),
    index("orders_unpaid_pay_by").on(t.payBy).where(sql`${t.unitHeld}`),
    index("orders_release_due").on(t.releaseAt).where(sql`${t.releasedAt} IS NULL`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    note: text("note"),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_history_order").on(t.orderId, t.createdAt)],
);

export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "abandoned"] as const;

/** One attempt to pay one part of an order's schedule (seq 0: upfront; 1…: instalments). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    paymentNo: text("payment_no").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    seq: integer("seq").notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** Where the student goes back to after the provider's page. */
    returnPath: text("return_path").notNull(),
    /** CNY per unit of currency at the payment (the receipt's equivalent) and the rate's date. */
    rateCny: doublePrecision("rate_cny"),
    rateDate: date("rate_date"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("payments_order").on(t.orderId, t.seq),
    uniqueIndex("payments_one_success").on(t.orderId, t.seq).where(sql`${t.status} = 'succeeded'`),
    check("payments_status", sql`${t.status} IN ('pending', 'succeeded', 'failed', 'abandoned')`),
  ],
);

/** Provider events already applied: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The landlord's payout ledger: one row per payment released (amount, the platform's commission, what the landlord gets). */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: integer("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id),
    amount: integer("amount").notNull(),
    commission: integer("commission").notNull(),
    net: integer("net").notNull(),
    currency: text("currency").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payouts_building").on(t.buildingId, t.releasedAt)],
);

/** Each apartment's cancellation policy (a row per apartment, made by a trigger when it is created). */
export const cancellationPolicies = pgTable(
  "cancellation_policies",
  {
    buildingId: integer("building_id")
      .primaryKey()
      .references(() => buildings.id, { onDelete: "cascade" }),
    /** Days after paying within which cancelling refunds everything paid. */
    coolingOffDays: integer("cooling_off_days").notNull(),
    /** Kept from a refund for a refused visa (with the refusal letter), in the apartment's currency. */
    visaAdminFee: integer("visa_admin_fee").notNull(),
    /** The refund is promised within these days of the cancellation. */
    refundWithinDays: integer("refund_within_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("cancellation_policies_sane", sql`${t.coolingOffDays} >= 0 AND ${t.visaAdminFee} >= 0 AND ${t.refundWithinDays} > 0`)],
);

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;

/** One provider refund of (part of) one payment: promised by a date, its completion recorded. */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    refundNo: text("refund_no").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Which rule of the policy: cooling_off, visa_refused, after_cooling_off. */
    rule: text("rule").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    providerRef: text("provider_ref"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    promisedBy: timestamp("promised_by", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** 1, then one more each time staff retry a failed refund (the idempotency key names the attempt). */
    attempts: integer("attempts").notNull().default(1),
    /** When the provider last failed it (kept after a retry, for the record). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order").on(t.orderId),
    index("refunds_pending").on(t.requestedAt).where(sql`${t.status} = 'pending'`),
    index("refunds_failed").on(t.failedAt).where(sql`${t.status} = 'failed'`),
    check("refunds_status", sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    check("refunds_amount", sql`${t.amount} > 0`),
  ],
);

/** Instalment reminders sent (7 days, 3 days, the due day): each once per order and instalment. */
export const instalmentReminders = pgTable(
  "instalment_reminders",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    kind: text("kind", { enum: ["d7", "d3", "d0"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.seq, t.kind] }), check("instalment_reminders_kind", sql`${t.kind} IN ('d7', 'd3', 'd0')`)],
);

export const ORDER_CASE_STATUSES = ["open", "released", "refunded"] as const;

/** A student's report that the room is not as described (within 24 h of check-in): staff resolve it by releasing or refunding. */
export const orderCases = pgTable(
  "order_cases",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind").notNull().default("not_as_described"),
    reason: text("reason").notNull(),
    status: text("status", { enum: ORDER_CASE_STATUSES }).notNull().default("open"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
  },
  (t) => [uniqueIndex("order_cases_one_per_order").on(t.orderId), check("order_cases_status", sql`${t.status} IN ('open', 'released', 'refunded')`)],
);

// ---------------------------------------------------------------------------------------------
// Leads and feedback.

export const feedbackCategories = pgTable("feedback_categories", {
  id: serial("id").primaryKey(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  sort: integer("sort").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const FEEDBACK_STATUSES = ["received", "answered", "closed"] as const;

export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => feedbackCategories.id),
    content: text("content").notNull(),
    /** received → answered (staff replied), or closed (migration 0010; replies in feedback_replies). */
    status: text("status", { enum: FEEDBACK_STATUSES }).notNull().default("received"),
    attribution: jsonb("attribution").$type<Attribution>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feedback_user_created").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("feedback_status_created").on(t.status, t.createdAt, t.id),
    check("feedback_status", sql`${t.status} IN ('received', 'answered', 'closed')`),
  ],
);

export const cooperationRequests = pgTable("cooperation_requests", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => users.id),
  countryId: integer("country_id")
    .notNull()
    .references(() => countries.id),
  cityId: integer("city_id")
    .notNull()
    .references(() => cities.id),
  houseInfo: text("house_info").notNull(),
  name: text("name").notNull(),
  mobilePrefixId: integer("mobile_prefix_id").references(() => mobilePrefixes.id),
  mobilePrefix: text("mobile_prefix"),
  mobile: text("mobile").notNull(),
  email: text("email"),
  wechat: text("wechat"),
  remark: text("remark"),
  /** new | contacted | signed | declined */
  status: text("status").notNull().default("new"),
  attribution: jsonb("attribution").$type<Attribution>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const findHouseRequests = pgTable("find_house_requests", {
  id: serial("id").primaryKey(),
  /** What the sender is shown ("FH-7K3QM-9XD2A"): random, so no one can count or guess requests. */
  reference: text("reference").notNull().unique(),
  userId: integer("user_id").references(() => users.id),
  cityId: integer("city_id").references(() => cities.id),
  schoolId: integer("school_id").references(() => schools.id),
  moveInDate: date("move_in_date"),
  name: text("name"),
  mobilePrefixId: integer("mobile_prefix_id").references(() => mobilePrefixes.id),
  mobile: text("mobile"),
  email: text("email"),
  wechat: text("wechat"),
  budget: text("budget"),
  remark: text("remark"),
  status: text("status").notNull().default("new"),
  attribution: jsonb("attribution").$type<Attribution>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const bookings = pgTable("bookings", {
  id: serial("id").primaryKey(),
  /** What the sender is shown ("BK-…"), like findHouseRequests.reference. */
  reference: text("reference").notNull().unique(),
  userId: integer("user_id").references(() => users.id),
  buildingId: integer("building_id")
    .notNull()
    .references(() => buildings.id),
  roomId: integer("room_id").references(() => rooms.id),
  fullName: text("full_name").notNull(),
  mobilePrefixId: integer("mobile_prefix_id").references(() => mobilePrefixes.id),
  mobile: text("mobile").notNull(),
  consultantId: text("consultant_id"),
  others: text("others"),
  status: text("status").notNull().default("new"),
  attribution: jsonb("attribution").$type<Attribution>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Content: handbooks, topic pages, grades, uploads.

export const operationHandbooks = pgTable("operation_handbooks", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  /** booking | payment | arrival | living | visa */
  category: text("category").notNull(),
  titleZh: text("title_zh").notNull(),
  titleEn: text("title_en").notNull(),
  summaryZh: text("summary_zh").notNull(),
  summaryEn: text("summary_en").notNull(),
  /** `[{ heading: {zh,en}, body: {zh,en} }]` — the downloadable file is rendered from this. */
  sections: jsonb("sections").$type<HandbookSections>().notNull(),
  sort: integer("sort").notNull().default(0),
  ...timestamps,
});

export const topicPages = pgTable("topic_pages", {
  id: serial("id").primaryKey(),
  /** The promotion route's last segment: `recommend`, `national-day-delsk`. */
  code: text("code").notNull().unique(),
  titleZh: text("title_zh").notNull(),
  titleEn: text("title_en").notNull(),
  /** `{ banner, subtitle:{zh,en}, startsAt?, endsAt?, sections:[{ title:{zh,en}, source:{…} }] }` */
  config: jsonb("config").$type<TopicConfig>().notNull(),
  active: boolean("active").notNull().default(true),
  sort: integer("sort").notNull().default(0),
});

export const grades = pgTable("grades", {
  id: serial("id").primaryKey(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  /** Relative key under DATA_DIR/uploads, e.g. `2025/09/3f…a1.jpg`. */
  fileKey: text("file_key").notNull().unique(),
  userId: integer("user_id").references(() => users.id),
  mime: text("mime").notNull(),
  bytes: integer("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Dev outbox: what the server sent or expects, readable at /dev/outbox when
// OUTBOX=1. In the database so that several instances share it.

export const devOutbox = pgTable(
  "dev_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["sms", "email", "captcha"] }).notNull(),
    /** Phone (`+86 138…`), e-mail address, or the captchaId for kind `captcha`. */
    to: text("to").notNull(),
    code: text("code").notNull(),
    text: text("text").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_outbox_at").on(t.at)],
);

// ---------------------------------------------------------------------------------------------
// Student area: idempotent submits, saved applicant/guarantor details, airport pickups.

/**
 * One row per client-made `requestId` (a hidden field made per form render): a repeated submit
 * of the same form finds its row and answers with the record the first submit created.
 * `owner` is `u:<userId>` for a logged-in user, `v:<hooid>` for a visitor.
 */
export const requestKeys = pgTable(
  "request_keys",
  {
    scope: text("scope").notNull(),
    owner: text("owner").notNull(),
    requestId: text("request_id").notNull(),
    recordId: integer("record_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.owner, t.requestId] })],
);

/** The applicant and guarantor details a user keeps for the next application (applicant/*, guarantee/*). */
export const applicantProfiles = pgTable("applicant_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** `{ chineseName, surnamePinyin, address }` */
  applicant: jsonb("applicant").$type<ApplicantJson>(),
  /** `{ name, relation, mobilePrefixId, mobile, email?, address? }` */
  guarantor: jsonb("guarantor").$type<GuarantorJson>(),
  ...timestamps,
});

export const airportPickups = pgTable(
  "airport_pickups",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    flightNo: text("flight_no").notNull(),
    arrivalDate: date("arrival_date").notNull(),
    arrivalTime: text("arrival_time").notNull(),
    airport: text("airport").notNull(),
    passengers: smallint("passengers").notNull(),
    remark: text("remark"),
    /** new | arranged | cancelled */
    status: text("status").notNull().default("new"),
    attribution: jsonb("attribution").$type<Attribution>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("airport_pickups_application").on(t.applicationId)],
);

/** Exchange rates into CNY: seeded reference rates, then one row per currency and day from EXCHANGE_RATES_URL. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: text("currency").notNull(),
    rateDate: date("rate_date").notNull(),
    /** CNY for one unit of `currency`. */
    cny: doublePrecision("cny").notNull(),
    /** `reference` (seeded) or the feed's host. */
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.rateDate] }), check("exchange_rates_positive", sql`${t.cny} > 0`)],
);

/**
 * Failed password logins per account (migration 0004): `m:<prefix id>:
 * <mobile without leading zeros>` or `e:<e-mail limit key>`. Taken atomically before the password
 * is checked (api/platform/login-lock.ts); in the database so a lockout outlives a Redis restart.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    account: text("account").primaryKey(),
    attempts: integer("attempts").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_window").on(t.windowStart)],
);

// ---------------------------------------------------------------------------------------------
// Verified residents' reviews (migration 0007, ADR 016).

/** Scores 1–5: overall and the four aspects, in this order on every page and answer. */
export const REVIEW_ASPECTS = ["location", "value", "management", "facilities"] as const;

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id),
    /** The order (checked_in or completed) that made its author a verified resident. */
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    rating: smallint("rating").notNull(),
    location: smallint("location").notNull(),
    value: smallint("value").notNull(),
    management: smallint("management").notNull(),
    facilities: smallint("facilities").notNull(),
    content: text("content").notNull(),
    /** Set (with the reason its author sees) when staff hide it; both or neither. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reviews_user_building").on(t.userId, t.buildingId),
    index("reviews_building_created").on(t.buildingId, t.createdAt.desc(), t.id.desc()),
    check(
      "reviews_scores",
      sql`${t.rating} BETWEEN 1 AND 5 AND ${t.location} BETWEEN 1 AND 5 AND ${t.value} BETWEEN 1 AND 5 AND ${t.management} BETWEEN 1 AND 5 AND ${t.facilities} BETWEEN 1 AND 5`,
    ),
    check("reviews_content_length", sql`char_length(${t.content}) BETWEEN 20 AND 1000`),
    check("reviews_hidden_reason", sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);

/** Bumped by a statement trigger on reviews: instances refresh their review summaries when it moves. */
export const reviewVersion = pgTable(
  "review_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("review_version_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// My history and my feedback's replies (migration 0010).

/**
 * The apartments (room_id null) and rooms a logged-in student opened, one row each, newest
 * `viewed_at` first; the API keeps the newest 100 per student (api/history/service.ts).
 */
export const viewedHistory = pgTable(
  "viewed_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    roomId: integer("room_id").references(() => rooms.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("viewed_history_user_building").on(t.userId, t.buildingId).where(sql`${t.roomId} IS NULL`),
    uniqueIndex("viewed_history_user_room").on(t.userId, t.roomId).where(sql`${t.roomId} IS NOT NULL`),
    index("viewed_history_user_viewed").on(t.userId, t.viewedAt.desc(), t.id.desc()),
  ],
);

/** Staff's replies to a feedback, oldest first; the student reads them under My feedback. */
export const feedbackReplies = pgTable(
  "feedback_replies",
  {
    id: serial("id").primaryKey(),
    feedbackId: integer("feedback_id")
      .notNull()
      .references(() => feedback.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feedback_replies_feedback").on(t.feedbackId, t.createdAt, t.id),
    check("feedback_replies_content_length", sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// My gift: cashback and move-in gifts as the student's own records (migration 0012).

export const GIFT_STATUSES = ["pending", "claimable", "claimed", "paid", "expired"] as const;
export const giftStatus = pgEnum("gift_status", GIFT_STATUSES);
export const giftKind = pgEnum("gift_kind", ["cashback", "gift"]);

/**
 * A cashback or gift an order earned: made pending with the order when its apartment's offer
 * applies to the tenancy, claimable at check-in (or from the offer's day after it), claimed with
 * the payout details, paid by staff with a reference; expired when the order is cancelled or
 * refunded, or the claim window passes (api/gifts/service.ts).
 */
export const gifts = pgTable(
  "gifts",
  {
    id: serial("id").primaryKey(),
    /** What the student and staff see (`G260101K7QX2M`), never the sequential id. */
    giftNo: text("gift_no").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    kind: giftKind("kind").notNull(),
    /** Cashback: the money; gift: what the thing is worth. In `currency`, the order's. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** The apartment's price unit, which the offer's minimum term counts in. */
    priceUnit: priceUnit("price_unit").notNull(),
    /** The offer as it was when the order was placed (core/fees.ts Offer). */
    offer: jsonb("offer").$type<Offer>().notNull(),
    status: giftStatus("status").notNull().default("pending"),
    checkedInOn: date("checked_in_on"),
    claimableFrom: date("claimable_from"),
    /** The last day to claim. */
    claimBy: date("claim_by"),
    /**
     * Cashback's payout details as the student gave them (shown back to the student masked),
     * sealed: a JSON string of the encrypted text (api/gifts/payout-seal.ts). A row written before
     * encryption holds the plain object until the start-up pass seals it.
     */
    payout: jsonb("payout").$type<string | Payout>(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paymentRef: text("payment_ref"),
    expiredReason: text("expired_reason"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("gifts_order_kind").on(t.orderId, t.kind),
    index("gifts_user").on(t.userId, t.createdAt.desc()),
    index("gifts_status_dates").on(t.status, t.claimableFrom, t.claimBy),
    check("gifts_amount_positive", sql`${t.amount} > 0`),
    check("gifts_paid_reference", sql`${t.status} <> 'paid' OR (${t.paymentRef} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`),
    check("gifts_expired_reason", sql`${t.status} <> 'expired' OR ${t.expiredReason} IS NOT NULL`),
  ],
);

export const giftStatusHistory = pgTable(
  "gift_status_history",
  {
    id: serial("id").primaryKey(),
    giftId: integer("gift_id")
      .notNull()
      .references(() => gifts.id, { onDelete: "cascade" }),
    fromStatus: giftStatus("from_status"),
    toStatus: giftStatus("to_status").notNull(),
    /** user | staff | system */
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the student was told of this change (claimable, paid); null = not (yet) sent. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    index("gift_history_gift").on(t.giftId, t.createdAt),
    index("gift_history_unsent").on(t.id).where(sql`${t.notifiedAt} IS NULL AND ${t.toStatus} IN ('claimable', 'paid')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The help centre (migration 0013): questions and answers in categories, edited by staff.

export const helpCategories = pgTable(
  "help_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    /** Order on the help centre's pages, smallest first (then id). */
    position: integer("position").notNull().default(0),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionZh: text("description_zh").notNull(),
    descriptionEn: text("description_en").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("help_categories_slug").on(t.slug)],
);

export const helpQuestions = pgTable(
  "help_questions",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => helpCategories.id),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull(),
    /** The answer as blocks (api/help/markup.ts `HelpBlock[]`), never HTML. */
    bodyZh: jsonb("body_zh").$type<HelpBlock[]>().notNull(),
    bodyEn: jsonb("body_en").$type<HelpBlock[]>().notNull(),
    /** Public from this moment; null: a draft only staff see. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("help_questions_category_slug").on(t.categoryId, t.slug), index("help_questions_category_position").on(t.categoryId, t.position, t.id)],
);

/** "Was this helpful?": one vote per visitor (hooid) and question. */
export const helpVotes = pgTable(
  "help_votes",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => helpQuestions.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    helpful: boolean("helpful").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "help_votes_pk", columns: [t.questionId, t.voter] })],
);

/** Bumped by statement triggers on the categories and questions: instances reload the help centre when it moves. */
export const helpVersion = pgTable(
  "help_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("help_version_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Online service: conversations between a student and the advisers (migration 0014).

export const SERVICE_CONVERSATION_STATUSES = ["open", "closed"] as const;
export const SERVICE_AUTHORS = ["student", "staff"] as const;

export const serviceConversations = pgTable(
  "service_conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The student's own application or order the conversation is about (at most one). */
    applicationId: integer("application_id").references(() => applications.id),
    orderId: integer("order_id").references(() => orders.id),
    status: text("status", { enum: SERVICE_CONVERSATION_STATUSES }).notNull().default("open"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The oldest student message no adviser has answered yet; null when none waits. */
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    /** When the student last had the conversation on screen (page, stream or polling). */
    studentSeenAt: timestamp("student_seen_at", { withTimezone: true }),
    /** The newest message the student has been shown; staff messages after it are unread. */
    studentReadId: integer("student_read_id").notNull().default(0),
    /** The staff message the last away notice was sent for (one notice per unread batch). */
    noticedMessageId: integer("noticed_message_id"),
    /** The adviser the conversation is assigned to in the console's inbox; null: unassigned. */
    assignedTo: integer("assigned_to").references((): AnyPgColumn => staffAccounts.id),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("service_conversations_user").on(t.userId, t.lastMessageAt.desc()),
    index("service_conversations_queue").on(t.status, t.waitingSince),
    check("service_conversations_status", sql`${t.status} IN ('open', 'closed')`),
    check("service_conversations_one_subject", sql`${t.applicationId} IS NULL OR ${t.orderId} IS NULL`),
  ],
);

export const serviceMessages = pgTable(
  "service_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => serviceConversations.id, { onDelete: "cascade" }),
    author: text("author", { enum: SERVICE_AUTHORS }).notNull(),
    /** The adviser's name as the student sees it (staff messages only). */
    adviserName: text("adviser_name"),
    /** Plain text as written (shown as text, never as HTML). */
    content: text("content").notNull(),
    /** Contact details written before the student's booking (api/platform/contact-flag.ts): the kinds found. */
    contactFlag: text("contact_flag").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_messages_conversation").on(t.conversationId, t.id),
    check("service_messages_author", sql`${t.author} IN ('student', 'staff')`),
    check("service_messages_content_length", sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The roommate board (migration 0011): posts, interests and reports (api/roommates/service.ts).

/**
 * What a student looks for in a city: a move-in month (its first day), a monthly budget in the
 * city's currency at posting time, a room type, habits, languages, a short text and contact
 * details that only the other side of an accepted interest ever sees. Public code in URLs.
 */
export const roommatePosts = pgTable(
  "roommate_posts",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique("roommate_posts_code"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    schoolId: integer("school_id").references(() => schools.id),
    moveInMonth: date("move_in_month").notNull(),
    budget: integer("budget").notNull(),
    currency: text("currency").notNull(),
    roomType: text("room_type").notNull(),
    habits: text("habits").array().notNull().default(sql`'{}'`),
    languages: text("languages").array().notNull(),
    content: text("content").notNull(),
    wechat: text("wechat"),
    email: text("email"),
    /** Contact details in the text written before the author's booking (api/platform/contact-flag.ts): the kinds found. */
    contactFlag: text("contact_flag").array(),
    /** When it (re)appeared on the board: the board's order. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Set (with the reason its owner sees) when staff hide it; both or neither. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("roommate_posts_one_open_per_city").on(t.userId, t.cityId).where(sql`${t.closedAt} IS NULL`),
    index("roommate_posts_board")
      .on(t.cityId, t.moveInMonth, t.publishedAt.desc())
      .where(sql`${t.closedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index("roommate_posts_user").on(t.userId, t.createdAt.desc()),
    check("roommate_posts_month_first_day", sql`extract(day FROM ${t.moveInMonth}) = 1`),
    check("roommate_posts_budget", sql`${t.budget} BETWEEN 1 AND 9999999`),
    check("roommate_posts_room_type", sql`${t.roomType} IN ('private_room', 'ensuite', 'shared_room', 'whole_flat', 'any')`),
    check("roommate_posts_content_length", sql`char_length(${t.content}) BETWEEN 10 AND 500`),
    check("roommate_posts_languages", sql`cardinality(${t.languages}) >= 1`),
    check("roommate_posts_contact", sql`${t.wechat} IS NOT NULL OR ${t.email} IS NOT NULL`),
    check("roommate_posts_hidden_reason", sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);

/** "I'm interested" in a post: once per student and post; pending until the poster accepts or declines. */
export const roommateInterests = pgTable(
  "roommate_interests",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique("roommate_interests_code"),
    postId: integer("post_id")
      .notNull()
      .references(() => roommatePosts.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    message: text("message").notNull(),
    wechat: text("wechat"),
    email: text("email"),
    status: text("status").notNull().default("pending"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Contact details in the message before a booking: the kinds found (migration 0023). */
    contactFlag: text("contact_flag").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("roommate_interests_once").on(t.postId, t.userId),
    index("roommate_interests_user").on(t.userId, t.createdAt.desc()),
    check("roommate_interests_status", sql`${t.status} IN ('pending', 'accepted', 'declined')`),
    check("roommate_interests_answered", sql`(${t.status} = 'pending') = (${t.answeredAt} IS NULL)`),
    check("roommate_interests_message_length", sql`char_length(${t.message}) BETWEEN 2 AND 300`),
    check("roommate_interests_contact", sql`${t.wechat} IS NOT NULL OR ${t.email} IS NOT NULL`),
  ],
);

/** A student's report of a post: once per student and post, for staff to review. */
export const roommateReports = pgTable(
  "roommate_reports",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => roommatePosts.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason").notNull(),
    text: text("text"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("roommate_reports_once").on(t.postId, t.userId),
    index("roommate_reports_post").on(t.postId, t.createdAt.desc()),
    check("roommate_reports_reason", sql`${t.reason} IN ('spam', 'scam', 'offensive', 'fake', 'contact_in_text', 'other')`),
    check("roommate_reports_text_length", sql`${t.text} IS NULL OR char_length(${t.text}) <= 300`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Staff and landlord accounts, the audit log and the console's own records (migration 0015).

export const STAFF_ROLES = ["admin", "adviser", "moderator", "finance", "landlord"] as const;

/** People on our side and landlords: apart from students, with their own sessions and roles. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    /** argon2id; null until the person sets one from the invitation. */
    passwordHash: text("password_hash"),
    /** Base32 TOTP secret; in force once totpEnabled (the first code proved the app has it). */
    totpSecret: text("totp_secret"),
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    /** A password someone else chose (the command line, an admin): to be replaced at the first sign-in. */
    passwordTemporary: boolean("password_temporary").notNull().default(true),
    /** The console's language, the staff member's choice. */
    lang: text("lang", { enum: ["cn", "en"] }).notNull().default("cn"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdBy: integer("created_by"),
    ...timestamps,
  },
  (t) => [uniqueIndex("staff_accounts_email").on(sql`lower(${t.email})`)],
);

/** A staff session: the token's SHA-256 only; `otp` while the second factor is still due. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: ["otp", "active"] }).notNull().default("active"),
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_staff").on(t.staffId)],
);

/** Failed staff sign-ins and operator tokens per address and per account, with the lockout they lead to. */
export const staffLoginFailures = pgTable("staff_login_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Every staff, landlord and operator-token action; append-only (a trigger refuses updates and deletes). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => staffAccounts.id),
    /** The staff member's e-mail, or `token` for the operator token. */
    actor: text("actor").notNull(),
    role: text("role").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    record: text("record"),
    before: jsonb("before"),
    after: jsonb("after"),
    address: text("address"),
  },
  (t) => [index("audit_log_at").on(t.at.desc(), t.id.desc()), index("audit_log_actor").on(t.actorId, t.at.desc()), index("audit_log_entity").on(t.entity, t.record)],
);

/** Which landlord account owns an apartment (one owner each). */
export const landlordBuildings = pgTable(
  "landlord_buildings",
  {
    buildingId: integer("building_id")
      .primaryKey()
      .references(() => buildings.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id),
  },
  (t) => [index("landlord_buildings_staff").on(t.staffId)],
);

/** Our side of an application: the adviser it is assigned to and the landlord's answer. */
export const applicationHandling = pgTable("application_handling", {
  applicationId: integer("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  assignedTo: integer("assigned_to").references(() => staffAccounts.id),
  landlordAnswer: text("landlord_answer", { enum: ["accepted", "declined"] }),
  landlordNote: text("landlord_note"),
  landlordAnsweredAt: timestamp("landlord_answered_at", { withTimezone: true }),
  landlordAnsweredBy: integer("landlord_answered_by").references(() => staffAccounts.id),
  /** When the landlord's 48 hours passed unanswered and the sweep handed it to an adviser. */
  escalatedAt: timestamp("escalated_at", { withTimezone: true }),
});

/** Staff notes on a cooperation or find-a-house request. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["cooperation", "find_house"] }).notNull(),
    leadId: integer("lead_id").notNull(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead").on(t.kind, t.leadId, t.createdAt)],
);

/** Separate consents (PIPL): the text's version and when it was given (migration 0023). */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    version: text("version").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("consents_once").on(t.userId, t.purpose, t.version)],
);

/** A student's document, sealed in the upload storage, deleted after `deleteAfter` (migration 0023, api/documents). */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique("documents_code"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    applicationId: integer("application_id").references(() => applications.id),
    orderId: integer("order_id").references(() => orders.id),
    fileKey: text("file_key"),
    fileName: text("file_name"),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    consentId: integer("consent_id").references(() => consents.id, { onDelete: "set null" }),
    deleteAfter: timestamp("delete_after", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedReason: text("deleted_reason"),
  },
  (t) => [
    index("documents_user").on(t.userId, t.createdAt.desc()).where(sql`${t.deletedAt} IS NULL`),
    index("documents_due").on(t.deleteAfter).where(sql`${t.deletedAt} IS NULL`),
    check("documents_kind", sql`${t.kind} IN ('passport', 'offer_letter', 'guarantor_id', 'guarantor_address', 'visa_refusal')`),
    check("documents_owner", sql`(${t.applicationId} IS NOT NULL) <> (${t.orderId} IS NOT NULL)`),
    check("documents_file", sql`(${t.deletedAt} IS NULL) = (${t.fileKey} IS NOT NULL)`),
  ],
);
