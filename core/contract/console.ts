import { APPLICATION_STATUSES } from "../statuses";
import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zId, zInt, zPageNum, zPageSize } from "./zod";

/**
 * The console's work under /rest/ops/: the applications queue with its reply clock, an
 * adviser's assignment and a landlord's answer; reviews to moderate; apartments and their rooms'
 * prices and stock (a landlord only their own); leads as a pipeline with notes. Every call by a
 * staff session (`staffToken`) whose role allows it, or the break-glass `operatorToken`; every
 * change is in the audit log.
 */
const tag = "console";

export const LEAD_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export const LEAD_KINDS = ["cooperation", "find_house"] as const;

const application = z.object({
  applyCode: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  replyBy: z.string().openapi({ description: "One working day (Mon–Fri 09:00–18:00 Beijing time) after it was sent" }),
  overdue: z.boolean(),
  buildingCode: z.string(),
  buildingName: z.string(),
  roomCode: z.string().nullable(),
  roomName: z.string().nullable(),
  applicantName: z.string(),
  moveInDate: z.string().nullable(),
  leaseTerm: z.number().int().nullable(),
  leaseUnit: z.enum(["week", "month"]).nullable(),
  assignedTo: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  landlordAnswer: z.enum(["accepted", "declined"]).nullable(),
  landlordNote: z.string().nullable(),
  landlordAnswerBy: z.string().openapi({ description: "48 hours after it was sent; past it, an adviser takes over" }),
  landlordOverdue: z.boolean(),
});

export const FEED_FORMATS = ["auto", "json", "csv"] as const;

const feedReport = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.array(z.string()),
  unpublished: z.array(z.string()),
  rejected: z.array(z.object({ ref: z.string().nullable(), index: z.number().int(), reasons: z.array(z.string()) })),
  photos: z.array(z.object({ ref: z.string(), url: z.string(), reason: z.string() })).openapi({ description: "Photos by URL that could not be fetched or stored; their records went ahead" }),
});

/** Staff allowed every feed name the landlord; a landlord leaves it out (or names themself). */
const feedLandlord = z.preprocess((v) => (v === "" || v === null ? undefined : v), zId("msg:console_feed_landlord_required").optional());

const feedSource = z.object({ url: z.string(), format: z.enum(FEED_FORMATS), nextPullAt: z.string() });

const feedOverview = z.object({
  landlordId: z.number().int(),
  source: feedSource.nullable(),
  runs: z.array(
    z.object({
      id: z.number().int(),
      origin: z.enum(["upload", "url"]),
      url: z.string().nullable(),
      outcome: z.enum(["imported", "unchanged", "failed"]),
      report: feedReport.nullable(),
      error: z.string().nullable(),
      actor: z.string(),
      at: z.string(),
    }),
  ),
});

export const consoleContract = defineContract({
  "/rest/ops/application/queue": {
    summary: "Console: the applications queue, overdue first",
    description: "Open applications (submitted, in review) by default, or all; a landlord sees only those for their apartments.",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, scope: z.enum(["open", "all"]).default("open"), pageNum: zPageNum(), pageSize: zPageSize(100, 50) }),
    response: z.object({
      total: z.number().int(),
      list: z.array(application),
      advisers: z.array(z.object({ id: z.number().int(), name: z.string() })).openapi({ description: "Whom an application can be assigned to (empty for a landlord)" }),
    }),
  },
  "/rest/ops/application/assign": {
    summary: "Console: assign an application to an adviser",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, applyCode: z.string().trim().min(1).max(40), staffId: zId("msg:console_not_adviser") }),
    response: z.null(),
  },
  "/rest/ops/application/answer": {
    summary: "Landlord: accept or decline an application for one of their rooms, within 48 hours",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, applyCode: z.string().trim().min(1).max(40), answer: z.enum(["accepted", "declined"]), note: z.string().trim().max(200).optional() }),
    response: z.null(),
  },
  "/rest/ops/review/list": {
    summary: "Console: reviews to moderate, newest first",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, hidden: z.enum(["all", "visible", "hidden"]).default("all"), pageNum: zPageNum(), pageSize: zPageSize(100, 30) }),
    response: z.object({
      total: z.number().int(),
      list: z.array(
        z.object({
          id: z.number().int(),
          buildingCode: z.string(),
          buildingName: z.string(),
          rating: z.number().int(),
          content: z.string(),
          createdAt: z.string(),
          hidden: z.boolean(),
          hiddenReason: z.string().nullable(),
        }),
      ),
    }),
  },
  "/rest/ops/building/list": {
    summary: "Console: apartments (a landlord's own; staff search by code or name)",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, keyword: z.string().trim().max(100).optional() }),
    response: z.array(z.object({ code: z.string(), name: z.string(), city: z.string(), published: z.boolean(), rooms: z.number().int() })),
  },
  "/rest/ops/building/info": {
    summary: "Console: an apartment and its rooms' prices and stock",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: z.string().trim().min(1).max(60) }),
    response: z.object({
      code: z.string(),
      name: z.string(),
      published: z.boolean(),
      currency: z.string(),
      priceUnit: z.enum(["week", "month"]),
      rooms: z.array(z.object({ code: z.string(), name: z.string(), price: z.number().int(), stock: z.number().int() })),
      cancellationPolicy: z.object({ coolingOffDays: z.number().int(), visaAdminFee: z.number().int(), refundWithinDays: z.number().int() }),
      photos: z.array(z.string()).openapi({ description: "Photo keys in page order (`seed/…` or `uploads/…`; resized at /images/{width}/{key}.webp)" }),
    }),
  },
  "/rest/ops/building/photo/add": {
    summary: "Console: upload a photo of an apartment (JPG or PNG, at most 3 MB)",
    description:
      "Multipart field `file`, checked by its bytes and re-encoded into the upload storage (ADR 011), then added last to the apartment's photos; students see it within seconds (it moves the catalogue stamp). At most 20 photos. Its landlord (update:building:own) or staff; audited.",
    tag,
    auth: "none",
    multipart: true,
    body: z.object({ ...opsAuth, buildingCode: z.string().trim().min(1).max(60), file: z.any().openapi({ type: "string", format: "binary" }) }),
    response: z.object({ photos: z.array(z.string()) }),
  },
  "/rest/ops/building/photo/remove": {
    summary: "Console: take a photo off an apartment (its last one stays)",
    description: "Its landlord (update:building:own) or staff; audited.",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: z.string().trim().min(1).max(60), key: z.string().trim().min(1).max(300) }),
    response: z.object({ photos: z.array(z.string()) }),
  },
  "/rest/ops/building/photo/move": {
    summary: "Console: move a photo in the apartment's page order",
    description:
      "`first` makes it the cover (the listing cards' photo and the gallery's first), `earlier` and `later` move it one place. Students see the new order within seconds (it moves the catalogue stamp). Its landlord (update:building:own) or staff; audited.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      buildingCode: z.string().trim().min(1).max(60),
      key: z.string().trim().min(1).max(300),
      move: z.enum(["first", "earlier", "later"], { message: "msg:field_invalid" }),
      at: zInt(0, 99, "msg:field_invalid").optional().openapi({ description: "The photo's place as the console showed it (0 first): tells apart a key listed twice" }),
    }),
    response: z.object({ photos: z.array(z.string()) }),
  },
  "/rest/ops/building/policy": {
    summary: "Console: an apartment's cancellation policy (cooling-off days, visa admin fee, refund time)",
    description:
      "Its landlord (update:building:own) or staff. Applies to applications made from now on: each application's quote locked the policy shown when applying, and its order's refunds follow that one. Audited.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      buildingCode: z.string().trim().min(1).max(60),
      coolingOffDays: zInt(0, 60, "msg:console_policy_cooling_off"),
      visaAdminFee: zInt(0, 10_000_000, "msg:console_policy_visa_fee"),
      refundWithinDays: zInt(1, 60, "msg:console_policy_refund_days"),
    }),
    response: z.object({ coolingOffDays: z.number().int(), visaAdminFee: z.number().int(), refundWithinDays: z.number().int() }),
  },
  "/rest/ops/room/update": {
    summary: "Console: a room's price (per the apartment's unit, in its currency) and stock",
    description: "Students see the change within seconds: it moves the catalogue stamp every cache follows.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      buildingCode: z.string().trim().min(1).max(60),
      roomCode: z.string().trim().min(1).max(60),
      price: zInt(1, 1_000_000, "msg:field_invalid"),
      stock: zInt(0, 10_000, "msg:field_invalid"),
    }),
    response: z.object({ price: z.number().int(), stock: z.number().int() }),
  },
  "/rest/ops/building/publish": {
    summary: "Console: publish an apartment (students find it) or take it off the site",
    description: "Staff who review the catalogue (admins, advisers). A new apartment from a listings feed waits unpublished for this.",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: z.string().trim().min(1).max(60), published: z.enum(["0", "1"]) }),
    response: z.object({ code: z.string(), published: z.boolean() }),
  },
  "/rest/building/client/house/landlord-response": {
    summary: "How fast an apartment's landlord answers applications",
    description: "The median time from an application to its landlord's answer over the last 90 days, and how many answers it is taken from; null with no answers.",
    tag,
    auth: "none",
    body: z.object({ buildingCode: z.string().trim().min(1).max(60) }),
    response: z.object({ medianMinutes: z.number().int().nullable(), answers: z.number().int() }),
  },
  "/rest/ops/feed/import": {
    summary: "Landlord: import a listings feed (JSON or CSV)",
    description:
      '`{"apartments": [{ref, name:{zh,en}, cityId, address:{zh,en}, postcode?, lat, lng, description:{zh,en}, currency (ISO 4217), priceUnit, rooms:[{ref, name, roomType, price:{currency, minor}, areaM2, bedSize, leaseTerms, availableFrom, stock}]}]}`, keyed by your own references. New apartments are created unpublished for review, changed ones updated, yours missing from the feed unpublished; records that do not validate are rejected with reasons. Or CSV, one row per room type with the apartment columns repeated (read from its first row), under a header naming apartment_ref, apartment_name_zh, apartment_name_en, city_id, address_zh, address_en, postcode, lat, lng, description_zh, description_en, currency, price_unit, room_ref, room_name_zh, room_name_en, room_type, price_currency, price_minor, area_m2, bed_size, lease_terms (space-separated), available_from, stock. A feed that is neither, or lacks the columns, changes nothing. An optional `photos` (CSV: a `photos` column, space-separated) lists photo URLs of the apartment, fetched and stored as its photos. An optional `fees` on an apartment — `{booking, deposit, admin?, utilities?, offers?}`, the booking fee and deposit `{minor}` or `{periods}` (0 to 52 rent periods), admin and utilities `{minor}` (left out: none), offers `[{key (cashback, discount, gift), amount?:{minor}, percentOff?, item?:{zh,en}, minTerm?, tenancies?, intakes?, claimAfterDays?, claimWithinDays?}]` with the console\'s rules — becomes the apartment\'s fees (left out: its fees stay); amounts are minor units of the apartment\'s currency and must be whole units. An optional `blockedPeriods` on a room, `[{from, to, reason?}]` (YYYY-MM-DD, from before to, both days blocked), replaces that room type\'s periods from earlier feed runs; periods added in the console stay (CSV: a `blocked` column, `2027-12-20..2028-01-03;…`, empty for none). Staff allowed every feed name the landlord by `landlordId`.',
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, landlordId: feedLandlord, feed: z.string().min(1, "msg:console_feed_malformed").max(1_000_000, "msg:console_feed_malformed") }),
    response: feedReport,
  },
  "/rest/ops/feed/source": {
    summary: "Landlord: the feed URL pulled daily, and the latest runs",
    description:
      "The saved feed URL (null until one is saved) and the last 20 runs of the landlord's feed, uploaded or pulled, newest first, each with its report or why it failed. Staff allowed every feed name the landlord by `landlordId`.",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, landlordId: feedLandlord }),
    response: feedOverview,
  },
  "/rest/ops/feed/source/save": {
    summary: "Landlord: save the feed URL pulled daily",
    description:
      "An http(s) URL the landlord's system serves the feed at (JSON or CSV as for the import; `auto` tells them apart by the answer's Content-Type, then by its first character). Pulled at the next check and then daily, conditionally (ETag, Last-Modified); addresses inside private networks are refused.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      landlordId: feedLandlord,
      url: z.string().trim().min(1, "msg:console_feed_url_invalid").max(2000, "msg:console_feed_url_invalid"),
      format: z.enum(FEED_FORMATS, { message: "msg:console_feed_format" }).default("auto"),
    }),
    response: feedSource,
  },
  "/rest/ops/feed/pull": {
    summary: "Landlord: pull the saved feed URL now",
    description:
      "Fetches the saved URL at once and imports it like an upload. `unchanged` when the server answers 304 (nothing done); `failed` with the reason when the fetch fails or the feed is malformed (nothing changed). Refused while another pull of the same feed is running.",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, landlordId: feedLandlord }),
    response: z.object({ outcome: z.enum(["imported", "unchanged", "failed"]), report: feedReport.nullable(), error: z.string().nullable() }),
  },
  "/rest/ops/lead/list": {
    summary: "Console: cooperation or find-a-house requests, with their notes",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, kind: z.enum(LEAD_KINDS), status: z.enum(LEAD_STATUSES).optional(), pageNum: zPageNum(), pageSize: zPageSize(100, 30) }),
    response: z.object({
      total: z.number().int(),
      list: z.array(
        z.object({
          id: z.number().int(),
          reference: z.string(),
          status: z.string(),
          name: z.string().nullable(),
          contact: z.string().nullable(),
          summary: z.string(),
          createdAt: z.string(),
          notes: z.array(z.object({ by: z.string(), body: z.string(), at: z.string() })),
        }),
      ),
    }),
  },
  "/rest/ops/lead/move": {
    summary: "Console: move a lead along the pipeline (new, contacted, converted, closed) with a note",
    tag,
    auth: "none",
    description:
      "Converting a cooperation request invites the landlord: a landlord account for `inviteEmail` (or the request's e-mail) owning `buildingCodes`, and a link to set its password, sent by e-mail, or by SMS to the request's mobile when it has no e-mail.",
    body: z.object({
      ...opsAuth,
      kind: z.enum(LEAD_KINDS),
      id: zId("msg:console_lead_not_found"),
      status: z.enum(LEAD_STATUSES),
      note: z.string().trim().max(500).optional(),
      inviteEmail: z.string().trim().toLowerCase().max(200).email("msg:field_invalid").optional().or(z.literal("").transform(() => undefined)),
      buildingCodes: z.string().trim().max(500).optional(),
    }),
    response: z.object({ invited: z.object({ email: z.string(), channel: z.enum(["email", "sms"]) }).nullable() }),
  },
  "/rest/ops/auth/invite": {
    summary: "Staff: set the password of an invited account from its link",
    description: "The token from the invitation link (valid 7 days, once), as `inviteToken` (`token` is every call's session field). Sign in at /ops/login afterwards.",
    tag,
    auth: "none",
    body: z.object({ inviteToken: z.string().trim().min(1).max(1000), newPassword: z.string().min(12, "msg:field_too_short").max(200) }),
    response: z.object({ email: z.string() }),
  },
});
