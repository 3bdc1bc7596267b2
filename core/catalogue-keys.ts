/**
 * The catalogue's closed vocabularies, once for the API (validation, labels, queries) and the
 * web (filter URLs): room types, lease types, facilities and listing sorts.
 */
export const ROOM_TYPES = ["studio", "ensuite", "private", "shared", "one_bed", "two_bed"] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const LEASE_TYPES = ["short", "academic", "year"] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];

export const FACILITIES = [
  "wifi",
  "gym",
  "laundry",
  "study_room",
  "cinema",
  "games_room",
  "bike_storage",
  "concierge",
  "cctv",
  "parking",
  "rooftop",
  "bbq",
  "swimming_pool",
  "common_room",
  "elevator",
  "parcel_room",
] as const;
export type Facility = (typeof FACILITIES)[number];

export const SORTS = ["recommended", "price_asc", "price_desc", "distance", "newest"] as const;
export type Sort = (typeof SORTS)[number];
