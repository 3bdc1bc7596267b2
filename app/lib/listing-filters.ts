/**
 * The optional filter segment of the listing routes ({place}/apartments/{filters?}), as pure
 * functions: readable, stable (one canonical spelling per filter set, parts in a fixed order,
 * values in vocabulary order) and round-tripping.
 *
 *   price-200-400_type-studio-ensuite_lease-academic_movein-2027-09_dist-2000_fac-gym-laundry_sort-price-asc_page-2
 *
 * Parts are joined by `_`, a part's name and values by `-`. Keys that contain `_` in the API
 * (one_bed, study_room, price_asc) are written without it (onebed, studyroom) or, for sorts, with
 * `-` (price-asc). Unknown parts and values are ignored; the loader redirects to the canonical
 * spelling, so every filter set has exactly one URL.
 */
import { FACILITIES, LEASE_TYPES, ROOM_TYPES, SORTS } from "#core/catalogue-keys";

export const ROOM_TYPE_KEYS = ROOM_TYPES;
export const LEASE_TYPE_KEYS = LEASE_TYPES;
export const FACILITY_KEYS = FACILITIES;
export const SORT_KEYS = SORTS;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "recommended";
export const DISTANCE_STEPS = [1000, 2000, 3000, 5000, 10000] as const;
export const PRICE_LIMIT = 1_000_000;
export const MAX_PAGE = 10_000;

export interface ListingFilters {
  priceMin?: number;
  priceMax?: number;
  roomTypes: string[];
  leaseTypes: string[];
  /** Move-in month, YYYY-MM. */
  moveIn?: string;
  /** Greatest distance to the school, metres (school listings). */
  distance?: number;
  facilities: string[];
  sort: SortKey;
  page: number;
}

export interface FilterVocabulary {
  roomTypes: readonly string[];
  leaseTypes: readonly string[];
  facilities: readonly string[];
}

export const DEFAULT_VOCABULARY: FilterVocabulary = {
  roomTypes: ROOM_TYPE_KEYS,
  leaseTypes: LEASE_TYPE_KEYS,
  facilities: FACILITY_KEYS,
};

export function emptyFilters(): ListingFilters {
  return { roomTypes: [], leaseTypes: [], facilities: [], sort: DEFAULT_SORT, page: 1 };
}

const token = (key: string) => key.replace(/_/g, "");
const sortToken = (key: SortKey) => key.replace(/_/g, "-");

/** Keeps known keys only, once each, in vocabulary order. */
function normaliseKeys(values: readonly string[], vocabulary: readonly string[]): string[] {
  const wanted = new Set(values);
  return vocabulary.filter((k) => wanted.has(k));
}

function keysOfTokens(tokens: readonly string[], vocabulary: readonly string[]): string[] {
  const byToken = new Map(vocabulary.map((k) => [token(k), k]));
  return normaliseKeys(
    tokens.map((t) => byToken.get(t)).filter((k): k is string => !!k),
    vocabulary,
  );
}

function int(value: string | null | undefined, min: number, max: number): number | undefined {
  if (value == null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : undefined;
}

export function isMonth(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return !!m && Number(m[1]) >= 2000 && Number(m[1]) <= 2100 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

function isSort(value: unknown): value is SortKey {
  return typeof value === "string" && (SORT_KEYS as readonly string[]).includes(value);
}

/** Brings a filter set into canonical form: known values, fixed order, ordered price bounds. */
export function normaliseFilters(f: Partial<ListingFilters>, vocabulary = DEFAULT_VOCABULARY): ListingFilters {
  let priceMin = f.priceMin && f.priceMin > 0 ? Math.min(Math.floor(f.priceMin), PRICE_LIMIT) : undefined;
  let priceMax = f.priceMax !== undefined && f.priceMax > 0 ? Math.min(Math.floor(f.priceMax), PRICE_LIMIT) : undefined;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const distance = f.distance && f.distance > 0 ? Math.min(Math.floor(f.distance), 100_000) : undefined;
  const page = f.page && f.page >= 1 ? Math.min(Math.floor(f.page), MAX_PAGE) : 1;
  return {
    priceMin,
    priceMax,
    roomTypes: normaliseKeys(f.roomTypes ?? [], vocabulary.roomTypes),
    leaseTypes: normaliseKeys(f.leaseTypes ?? [], vocabulary.leaseTypes),
    moveIn: isMonth(f.moveIn) ? f.moveIn : undefined,
    distance,
    facilities: normaliseKeys(f.facilities ?? [], vocabulary.facilities),
    sort: isSort(f.sort) ? f.sort : DEFAULT_SORT,
    page,
  };
}

/** The canonical segment of a filter set; "" when nothing is set (the plain listing). */
export function encodeFilters(input: Partial<ListingFilters>, vocabulary = DEFAULT_VOCABULARY): string {
  const f = normaliseFilters(input, vocabulary);
  const parts: string[] = [];
  if (f.priceMin !== undefined || f.priceMax !== undefined) parts.push(`price-${f.priceMin ?? 0}-${f.priceMax ?? "up"}`);
  if (f.roomTypes.length) parts.push(`type-${f.roomTypes.map(token).join("-")}`);
  if (f.leaseTypes.length) parts.push(`lease-${f.leaseTypes.map(token).join("-")}`);
  if (f.moveIn) parts.push(`movein-${f.moveIn}`);
  if (f.distance) parts.push(`dist-${f.distance}`);
  if (f.facilities.length) parts.push(`fac-${f.facilities.map(token).join("-")}`);
  if (f.sort !== DEFAULT_SORT) parts.push(`sort-${sortToken(f.sort)}`);
  if (f.page > 1) parts.push(`page-${f.page}`);
  return parts.join("_");
}

/** Reads a segment; unknown parts and values are dropped. */
export function decodeFilters(segment: string | undefined, vocabulary = DEFAULT_VOCABULARY): ListingFilters {
  const f: Partial<ListingFilters> = {};
  for (const part of (segment ?? "").toLowerCase().split("_")) {
    const [name, ...values] = part.split("-");
    const rest = values.join("-");
    switch (name) {
      case "price":
        if (values.length === 2) {
          f.priceMin = int(values[0], 0, PRICE_LIMIT);
          f.priceMax = values[1] === "up" ? undefined : int(values[1], 0, PRICE_LIMIT);
        }
        break;
      case "type":
        f.roomTypes = keysOfTokens(values, vocabulary.roomTypes);
        break;
      case "lease":
        f.leaseTypes = keysOfTokens(values, vocabulary.leaseTypes);
        break;
      case "movein":
        if (isMonth(rest)) f.moveIn = rest;
        break;
      case "dist":
        f.distance = int(rest, 1, 100_000);
        break;
      case "fac":
        f.facilities = keysOfTokens(values, vocabulary.facilities);
        break;
      case "sort": {
        const key = rest.replace(/-/g, "_");
        if (isSort(key)) f.sort = key;
        break;
      }
      case "page":
        f.page = int(rest, 1, MAX_PAGE);
        break;
    }
  }
  return normaliseFilters(f, vocabulary);
}

/** Names of the GET form's fields (the no-JavaScript filter form). */
export const FILTER_FIELDS = {
  priceMin: "priceMin",
  priceMax: "priceMax",
  roomTypes: "type",
  leaseTypes: "lease",
  moveIn: "movein",
  distance: "dist",
  facilities: "fac",
  sort: "sort",
  page: "page",
} as const;

/** True when the query string carries a submitted filter form. */
export function hasFilterQuery(params: URLSearchParams): boolean {
  return Object.values(FILTER_FIELDS).some((name) => params.has(name)) || params.has("apply");
}

/** Reads the GET filter form (values may be empty strings). */
export function filtersFromQuery(params: URLSearchParams, vocabulary = DEFAULT_VOCABULARY): ListingFilters {
  const all = (name: string) => params.getAll(name).flatMap((v) => v.split(",")).filter(Boolean);
  return normaliseFilters(
    {
      priceMin: int(params.get(FILTER_FIELDS.priceMin), 0, PRICE_LIMIT),
      priceMax: int(params.get(FILTER_FIELDS.priceMax), 0, PRICE_LIMIT),
      roomTypes: all(FILTER_FIELDS.roomTypes),
      leaseTypes: all(FILTER_FIELDS.leaseTypes),
      moveIn: params.get(FILTER_FIELDS.moveIn) ?? undefined,
      distance: int(params.get(FILTER_FIELDS.distance), 1, 100_000),
      facilities: all(FILTER_FIELDS.facilities),
      sort: (params.get(FILTER_FIELDS.sort) ?? undefined) as SortKey | undefined,
      page: int(params.get(FILTER_FIELDS.page), 1, MAX_PAGE),
    },
    vocabulary,
  );
}

/** The same filters on another page (page 1 is left out of the URL). */
export function withPage(f: ListingFilters, page: number): ListingFilters {
  return { ...f, page };
}

/** How many filters (not sort or page) are set: for the "clear filters" control. */
export function activeFilterCount(f: ListingFilters): number {
  return (
    (f.priceMin !== undefined || f.priceMax !== undefined ? 1 : 0) +
    f.roomTypes.length +
    f.leaseTypes.length +
    (f.moveIn ? 1 : 0) +
    (f.distance ? 1 : 0) +
    f.facilities.length
  );
}
