import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  decodeFilters,
  DEFAULT_VOCABULARY,
  emptyFilters,
  encodeFilters,
  filtersFromQuery,
  FACILITY_KEYS,
  hasFilterQuery,
  ROOM_TYPE_KEYS,
  SORT_KEYS,
  LEASE_TYPE_KEYS,
  type ListingFilters,
} from "~/lib/listing-filters";
import { pageItems } from "~/lib/pagination";
import { FACILITIES, LEASE_TYPES, ROOM_TYPES, SORTS } from "../../api/catalogue/labels";

const full: ListingFilters = {
  priceMin: 200,
  priceMax: 400,
  roomTypes: ["studio", "ensuite"],
  leaseTypes: ["academic"],
  moveIn: "2027-09",
  distance: 2000,
  facilities: ["gym", "laundry"],
  sort: "price_asc",
  page: 2,
};

describe("listing filter segment", () => {
  it("encodes every filter in a fixed, readable order", () => {
    expect(encodeFilters(full)).toBe("price-200-400_type-studio-ensuite_lease-academic_movein-2027-09_dist-2000_fac-gym-laundry_sort-price-asc_page-2");
  });
  it("round-trips", () => {
    expect(decodeFilters(encodeFilters(full))).toEqual(full);
    const samples: Partial<ListingFilters>[] = [
      {},
      { priceMin: 150 },
      { priceMax: 300 },
      { roomTypes: ["one_bed", "two_bed"] },
      { facilities: ["study_room", "swimming_pool", "wifi"] },
      { sort: "price_desc", page: 7 },
      { sort: "newest" },
      { sort: "distance", distance: 5000 },
      { leaseTypes: ["year", "short"] },
    ];
    for (const s of samples) {
      const seg = encodeFilters(s);
      expect(encodeFilters(decodeFilters(seg)), seg).toBe(seg);
    }
  });
  it("is stable: one spelling per filter set", () => {
    expect(encodeFilters({ roomTypes: ["ensuite", "studio", "studio"] })).toBe("type-studio-ensuite");
    expect(encodeFilters(decodeFilters("page-2_sort-price-asc_type-ensuite-studio"))).toBe("type-studio-ensuite_sort-price-asc_page-2");
    expect(encodeFilters({ priceMin: 400, priceMax: 200 })).toBe("price-200-400");
    expect(encodeFilters({ priceMin: 150 })).toBe("price-150-up");
    expect(encodeFilters({ priceMax: 300 })).toBe("price-0-300");
    expect(encodeFilters({ sort: "recommended", page: 1 })).toBe("");
    expect(encodeFilters({ roomTypes: ["one_bed"], facilities: ["study_room"] })).toBe("type-onebed_fac-studyroom");
  });
  it("ignores unknown parts and values", () => {
    expect(decodeFilters("foo-bar_type-castle-studio_page-x_sort-cheapest_movein-2027-13")).toEqual({ ...emptyFilters(), roomTypes: ["studio"] });
    expect(decodeFilters(undefined)).toEqual(emptyFilters());
    expect(decodeFilters("")).toEqual(emptyFilters());
    expect(decodeFilters("page-0")).toEqual(emptyFilters());
  });
  it("reads the no-JavaScript GET form", () => {
    const q = new URLSearchParams("priceMin=200&priceMax=&type=studio&type=ensuite&fac=gym&sort=price_asc&movein=2027-09");
    expect(hasFilterQuery(q)).toBe(true);
    expect(encodeFilters(filtersFromQuery(q))).toBe("price-200-up_type-studio-ensuite_movein-2027-09_fac-gym_sort-price-asc");
    expect(hasFilterQuery(new URLSearchParams("login=sms"))).toBe(false);
  });
  it("counts active filters", () => {
    expect(activeFilterCount(full)).toBe(8);
    expect(activeFilterCount(emptyFilters())).toBe(0);
  });
  it("knows the API's vocabulary", () => {
    expect([...ROOM_TYPE_KEYS]).toEqual([...ROOM_TYPES]);
    expect([...LEASE_TYPE_KEYS]).toEqual([...LEASE_TYPES]);
    expect([...FACILITY_KEYS]).toEqual([...FACILITIES]);
    expect([...SORT_KEYS]).toEqual([...SORTS]);
    expect(DEFAULT_VOCABULARY.roomTypes).toBe(ROOM_TYPE_KEYS);
  });
});

describe("pagination buttons", () => {
  it("shows first, last and a window with gaps", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });
});
