import { describe, expect, test } from "vitest";
import { displayNames, displayPlace, highlightParts, namedCountry, toSearchItem } from "../../app/lib/search";

/** What a search suggestion shows: the alias first, page-language names and places. */
const raw = {
  type: 2, id: 7, name: "伦敦大学学院", enName: "University College London", cnName: "伦敦大学学院",
  countryEnName: "United Kingdom", countryName: "英国", cityEnName: "London", cityName: "伦敦",
  countrySlug: "united-kingdom", citySlug: "london", schoolSlug: "university-college-london",
  houseNum: 12, alias: "UCL", via: "alias",
};

describe("search result display", () => {
  test("an alias match shows the alias, then the page-language name, then the other", () => {
    const item = toSearchItem(raw)!;
    expect(displayNames("cn", item)).toEqual({ alias: "UCL", name: "伦敦大学学院", other: "University College London" });
    const en = toSearchItem({ ...raw, name: "University College London", cityName: "London", countryName: "United Kingdom" })!;
    expect(displayNames("en", en)).toEqual({ alias: "UCL", name: "University College London", other: "伦敦大学学院" });
    expect(displayNames("cn", toSearchItem({ ...raw, alias: null, via: "name" })!).alias).toBeUndefined();
  });

  test("the place is in the page's language, English only when the API sent nothing else", () => {
    expect(displayPlace(toSearchItem(raw)!)).toBe("伦敦");
    expect(displayPlace(toSearchItem({ ...raw, type: 1, name: "伦敦" })!)).toBe("英国");
    expect(displayPlace(toSearchItem({ ...raw, cityName: undefined, countryName: undefined })!)).toBe("London");
  });

  test("a country keyword's results name the country page to link to", () => {
    const city = toSearchItem({ ...raw, type: 1, name: "伦敦", via: "country" })!;
    expect(namedCountry("cn", [city])).toEqual({ href: "/cn/united-kingdom", name: "英国" });
    expect(namedCountry("cn", [toSearchItem(raw)!])).toBeUndefined();
  });

  test("highlighting ignores width and case", () => {
    expect(highlightParts("UCL", "ｕｃｌ")).toEqual([{ text: "UCL", match: true }]);
  });
});
