import { describe, expect, test } from "vitest";
import { shownUserName } from "#core/user";
import { parseHistory } from "~/lib/search-history";
import { displayNames, displayPlace, inLanguage, toSearchItem, type SearchItem } from "~/lib/search";

/** What a page shows stays in its language, whatever language the data was saved from. */
describe("search history entries keep both names", () => {
  // Opened on /en: the English name first, the Chinese one kept beside it.
  const savedOnEn = toSearchItem({
    type: "school",
    id: "12",
    name: "University College London",
    enName: "University College London",
    cnName: "伦敦大学学院",
    countryEnName: "United Kingdom",
    cityEnName: "London",
    cityName: "London",
    countryName: "United Kingdom",
    houseNum: 4,
    lang: "en",
  }) as SearchItem;

  test("the language is kept through storage", () => {
    expect(parseHistory(JSON.stringify([savedOnEn]))[0].lang).toBe("en");
  });

  test("saved on /en, the /cn dropdown shows the Chinese name first", () => {
    const cn = inLanguage("cn", savedOnEn);
    expect(displayNames("cn", cn)).toEqual({ alias: undefined, name: "伦敦大学学院", other: "University College London" });
    expect(displayPlace(cn)).toBe("London");
    // And back on /en, as it was.
    expect(displayNames("en", inLanguage("en", savedOnEn))).toEqual({ alias: undefined, name: "University College London", other: "伦敦大学学院" });
  });

  test("saved on /cn, the /en dropdown shows the English name and the English place", () => {
    const savedOnCn = { ...savedOnEn, name: "伦敦大学学院", cityName: "伦敦", countryName: "英国", lang: "cn" as const };
    delete (savedOnCn as Partial<SearchItem>).cnName;
    const en = inLanguage("en", savedOnCn);
    expect(displayNames("en", en)).toEqual({ alias: undefined, name: "University College London", other: "伦敦大学学院" });
    expect(displayPlace(en)).toBe("London");
    expect(inLanguage("cn", savedOnCn)).toBe(savedOnCn);
  });

  test("the alias typed in the other language is not shown (aliases are written in either language)", () => {
    const viaChineseAlias = { ...savedOnEn, name: "伦敦大学学院", cityName: "伦敦", countryName: "英国", lang: "cn" as const, alias: "伦大" };
    expect(displayNames("cn", inLanguage("cn", viaChineseAlias)).alias).toBe("伦大");
    expect(displayNames("en", inLanguage("en", viaChineseAlias))).toEqual({ alias: undefined, name: "University College London", other: "伦敦大学学院" });
    const viaUcl = { ...savedOnEn, alias: "UCL" };
    expect(displayNames("en", inLanguage("en", viaUcl)).alias).toBe("UCL");
    expect(displayNames("cn", inLanguage("cn", viaUcl)).alias).toBeUndefined();
  });
});

describe("the default nickname shows per language until the student sets one", () => {
  test.each([
    ["用户4547", "cn", "用户4547"],
    ["用户4547", "en", "User4547"],
    ["小王", "en", "小王"],
    ["Alice2024", "cn", "Alice2024"],
    ["用户45478", "en", "用户45478"],
    ["", "en", ""],
  ] as const)("%s on /%s: %s", (name, lang, shown) => {
    expect(shownUserName(name, lang)).toBe(shown);
  });
});
