import { describe, expect, it } from "vitest";
import { apartmentPath, isSlug, listingPath, placePath, roomPath, slugify } from "#core/slug";

describe("slugs: names turned into URL-safe text", () => {
  it("lower-cases words and joins them with -", () => {
    expect(slugify("United Kingdom")).toBe("united-kingdom");
    expect(slugify("London")).toBe("london");
    expect(slugify("University College London")).toBe("university-college-london");
  });
  it("drops apostrophes, folds accents, spells out &", () => {
    expect(slugify("King's College London")).toBe("kings-college-london");
    expect(slugify("Université de Montréal")).toBe("universite-de-montreal");
    expect(slugify("Texas A&M University")).toBe("texas-a-and-m-university");
    expect(slugify("City, University of London")).toBe("city-university-of-london");
    expect(slugify("  --Hello   World--  ")).toBe("hello-world");
  });
  it("is idempotent and always a valid slug", () => {
    for (const name of ["United Kingdom", "King's College London", "São Paulo", "Queen Mary University of London"]) {
      const s = slugify(name);
      expect(slugify(s)).toBe(s);
      expect(isSlug(s)).toBe(true);
    }
    expect(isSlug("Bad Slug")).toBe(false);
    expect(isSlug("a--b")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
  it("builds place, listing and detail paths", () => {
    expect(listingPath("cn", { country: "United Kingdom", city: "London" })).toBe("/cn/united-kingdom/london/apartments");
    expect(listingPath("en", { country: "United Kingdom", city: "London", school: "University College London" }, "sort-price-asc")).toBe(
      "/en/united-kingdom/london/university-college-london/apartments/sort-price-asc",
    );
    expect(listingPath("cn", { country: "united-kingdom" })).toBe("/cn/united-kingdom/apartments");
    expect(placePath("en", { country: "Australia", city: "Sydney" })).toBe("/en/australia/sydney");
    expect(apartmentPath("cn", "B123")).toBe("/cn/apartment/B123");
    expect(roomPath("en", "B123", "R9")).toBe("/en/apartment/B123/room/R9");
  });
});
