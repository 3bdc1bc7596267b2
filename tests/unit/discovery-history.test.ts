import { describe, expect, it } from "vitest";
import { SEARCH_HISTORY_KEY } from "#core/constants";
import { highlightParts, searchTarget, toSearchItem, type SearchItem } from "~/lib/search";
import { addToHistory, parseHistory, readHistory, rememberSearch } from "~/lib/search-history";

const item = (type: SearchItem["type"], id: string, name = `n${id}`): SearchItem => ({
  type,
  id,
  name,
  enName: name,
  countryEnName: "United Kingdom",
  cityEnName: "London",
  houseNum: 1,
});

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("search history: newest first, at most 3, no duplicates", () => {
  it("keeps the newest first and at most 3", () => {
    let h: SearchItem[] = [];
    for (const id of ["1", "2", "3", "4"]) h = addToHistory(h, item("city", id));
    expect(h.map((x) => x.id)).toEqual(["4", "3", "2"]);
  });
  it("removes duplicates of the same type and id, moving it to the front", () => {
    let h = [item("city", "1"), item("school", "2"), item("house", "3")];
    h = addToHistory(h, item("school", "2"));
    expect(h.map((x) => `${x.type}${x.id}`)).toEqual(["school2", "city1", "house3"]);
  });
  it("keeps the same id of a different type", () => {
    const h = addToHistory([item("city", "1")], item("school", "1"));
    expect(h).toHaveLength(2);
  });
  it("is stored under searchHistoryArr and survives bad data", () => {
    const s = memoryStorage();
    expect(readHistory(s)).toEqual([]);
    rememberSearch(s, item("city", "1"));
    rememberSearch(s, item("house", "7"));
    expect(JSON.parse(s.map.get(SEARCH_HISTORY_KEY)!).map((x: SearchItem) => x.id)).toEqual(["7", "1"]);
    expect(parseHistory("not json")).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('[{"type":9,"id":1,"name":"x"}, 5]')).toEqual([]);
    const many = JSON.stringify([item("city", "1"), item("city", "2"), item("city", "1"), item("city", "3"), item("city", "4")]);
    expect(parseHistory(many).map((x) => x.id)).toEqual(["1", "2", "3"]);
  });
});

describe("search results", () => {
  it("accepts numeric and named types", () => {
    expect(toSearchItem({ type: 1, id: 5, name: "伦敦", enName: "London", countryEnName: "United Kingdom" })?.type).toBe("city");
    expect(toSearchItem({ type: "school", id: 5, name: "UCL", enName: "UCL", countryEnName: "United Kingdom", cityEnName: "London" })?.type).toBe("school");
    expect(toSearchItem({ type: 3, id: "B1", name: "Nest" })?.id).toBe("B1");
    expect(toSearchItem({ type: 2, id: 5, name: "UCL" })).toBeUndefined();
  });
  it("leads to the listing or the apartment", () => {
    expect(searchTarget("cn", { ...item("city", "1"), enName: "London" })).toBe("/cn/united-kingdom/london/apartments");
    expect(searchTarget("en", { ...item("school", "2"), enName: "University College London" })).toBe(
      "/en/united-kingdom/london/university-college-london/apartments",
    );
    expect(searchTarget("cn", item("house", "B77"))).toBe("/cn/apartment/B77");
  });
  it("highlights every case-insensitive match", () => {
    expect(highlightParts("London Bridge", "lon")).toEqual([
      { text: "Lon", match: true },
      { text: "don Bridge", match: false },
    ]);
    expect(highlightParts("abcabc", "bc").filter((p) => p.match)).toHaveLength(2);
    expect(highlightParts("伦敦大学学院", "伦敦")).toEqual([
      { text: "伦敦", match: true },
      { text: "大学学院", match: false },
    ]);
    expect(highlightParts("x", "")).toEqual([{ text: "x", match: false }]);
  });
});

describe("search targets with the API's slugs", () => {
  it("prefers stored slugs and the building code", () => {
    const school = toSearchItem({ type: 2, id: 9, name: "伦敦国王学院", enName: "King's College London", countryEnName: "United Kingdom", cityEnName: "London", countrySlug: "united-kingdom", citySlug: "london", schoolSlug: "kings-college-london", houseNum: 12 })!;
    expect(searchTarget("cn", school)).toBe("/cn/united-kingdom/london/kings-college-london/apartments");
    const house = toSearchItem({ type: 3, id: 41, name: "Nest", enName: "Nest", countryEnName: "United Kingdom", cityEnName: "London", buildingCode: "ab12cd34" })!;
    expect(searchTarget("en", house)).toBe("/en/apartment/ab12cd34");
  });
});
