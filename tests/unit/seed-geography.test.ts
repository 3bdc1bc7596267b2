import { describe, expect, it } from "vitest";
import { SCHOOL_RADIUS_M, generateCatalogue } from "../../api/db/seed/generate";
import { CAMPUSES } from "../../api/db/seed/data/campuses";
import { REAL_CITIES } from "../../api/db/seed/data/cities";
import { COUNTRIES } from "../../api/db/seed/data/countries";
import { areaOf } from "../../api/db/seed/data/postcodes";
import { REAL_UNIVERSITIES } from "../../api/db/seed/data/universities";

/** Seeded places a student would not see through. */
const FORMAT: Record<string, RegExp> = {
  GB: /^[A-Z]{1,2}\d{1,2}[A-Z]? \d[ABD-HJLNP-UW-Z]{2}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  IE: /^[A-Z]\d[\dW] [0-9ACDEFHKNPRTVWXY]{4}$/,
  US: /^\d{5}$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[A-Z] \d[A-Z]\d$/,
  NL: /^\d{4} [A-Z]{2}$/,
  JP: /^\d{3}-\d{4}$/,
  SG: /^\d{6}$/,
};
const rad = Math.PI / 180;
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.sqrt(h));
};
type P = { id: number; lat: number; lng: number };

describe("seed geography (full catalogue)", { timeout: 120_000 }, () => {
  const now = new Date("2026-11-22T00:00:00Z");
  const cat = generateCatalogue("full", now);
  const iso = new Map(cat.countries.map((c) => [c.id as number, c.iso2 as string]));
  const cityById = new Map(cat.cities.map((c) => [c.id as number, c]));
  const schoolById = new Map(cat.schools.map((s) => [s.id as number, s as unknown as P & { name_en: string; city_id: number }]));
  const buildingById = new Map(cat.buildings.map((b) => [b.id as number, b as unknown as P & { city_id: number }]));

  it("keeps its size and is deterministic", () => {
    // Schools are the seeded real universities only (generated ones are never rows).
    expect([cat.countries.length, cat.cities.length, cat.buildings.length, cat.rooms.length]).toEqual([16, 500, 8000, 200_000]);
    expect(cat.schools.length).toBe(REAL_UNIVERSITIES.length);
    const again = generateCatalogue("full", now);
    expect(again.buildings.map((b) => b.postcode)).toEqual(cat.buildings.map((b) => b.postcode));
    expect(again.distances).toEqual(cat.distances);
  });

  it("every postcode is in its country's format, and in its city's area", () => {
    const london = new Set(areaOf("GB", "London"));
    for (const b of cat.buildings) {
      const country = iso.get(b.country_id as number)!;
      const city = cityById.get(b.city_id as number)!;
      if (country === "HK") expect(b.postcode).toBeNull();
      else expect(b.postcode, `${city.name_en} ${b.postcode}`).toMatch(FORMAT[country] ?? /^\d{5}$/);
      const area = areaOf(country, city.name_en as string);
      if (area && b.postcode) {
        const district = country === "JP" ? (b.postcode as string).slice(0, 3) : country === "SG" ? (b.postcode as string).slice(0, 2) : (b.postcode as string).split(" ")[0];
        expect(area, `${city.name_en} ${b.postcode}`).toContain(district);
      }
      if (country === "GB" && city.name_en === "London") expect(london.has((b.postcode as string).split(" ")[0])).toBe(true);
    }
  });

  it("real universities sit on their campuses; every campus names a seeded university", () => {
    const names = new Set(REAL_UNIVERSITIES.map((u) => u.en));
    for (const name of CAMPUSES.keys()) expect(names, name).toContain(name);
    for (const name of names) expect(CAMPUSES.has(name), name).toBe(true);
    for (const s of cat.schools) {
      const campus = CAMPUSES.get(s.name_en as string);
      if (campus && !s.synthetic) expect([s.lat, s.lng]).toEqual(campus);
    }
  });

  it("distances are great-circle from the campus, within the school's radius, and listings differ by school", () => {
    for (const d of cat.distances) {
      const b = buildingById.get(d.building_id as number)!;
      const s = schoolById.get(d.school_id as number)!;
      expect(Math.abs(metres(b, s) - (d.distance_m as number))).toBeLessThanOrEqual(1);
      expect(d.distance_m as number).toBeLessThanOrEqual(SCHOOL_RADIUS_M);
      expect(b.city_id).toBe(s.city_id);
    }
    const listing = (name: string) => {
      const s = [...schoolById.values()].find((x) => x.name_en === name)!;
      return new Set(cat.distances.filter((d) => d.school_id === s.id).map((d) => d.building_id as number));
    };
    const [ucl, kingston, brunel, westminster] = ["University College London", "Kingston University", "Brunel University London", "University of Westminster"].map(listing);
    expect(kingston.size).toBeGreaterThan(0);
    expect(brunel.size).toBeGreaterThan(0);
    // 16 and 24 km apart: no apartment is near both, and no school lists every London apartment.
    for (const id of kingston) expect(ucl.has(id) || brunel.has(id) || westminster.has(id)).toBe(false);
    const londonId = [...cityById.values()].find((c) => c.name_en === "London")!.id;
    const inLondon = cat.buildings.filter((b) => b.city_id === londonId).length;
    for (const l of [ucl, kingston, brunel, westminster]) expect(l.size).toBeLessThan(inLondon);
  });

  it("only real universities are schools: no generated name in schools, distances, aliases or descriptions", () => {
    const universities = new Set(REAL_UNIVERSITIES.map((u) => u.en));
    for (const s of cat.schools) {
      expect(universities.has(s.name_en as string), s.name_en as string).toBe(true);
      expect(s.synthetic).toBe(false);
    }
    const ids = new Set(cat.schools.map((s) => s.id));
    for (const d of cat.distances) expect(ids.has(d.school_id)).toBe(true);
    for (const a of cat.aliases) if (a.school_id != null) expect(ids.has(a.school_id)).toBe(true);
    // The names the issue was filed about, and every template's pattern.
    const generated = /(Institute of Technology|Business School|College of Art and Design|Metropolitan College|International College|School of Music|College of Health Sciences|Language Centre|College of Engineering|Academy of Performing Arts|School of Law|Medical College|Polytechnic)$/;
    for (const s of cat.schools) if (generated.test(s.name_en as string)) expect(universities.has(s.name_en as string), s.name_en as string).toBe(true);
    for (const name of ["London College of Art and Design", "Manchester Institute of Technology", "Edinburgh College of Art and Design", "Kuala Lumpur Business School"]) {
      expect(cat.schools.some((s) => s.name_en === name), name).toBe(false);
      expect(cat.buildings.some((b) => String(b.description_en).includes(name)), name).toBe(false);
    }
  });

  it("SEED_SCALE=real: the same real places without the generated towns", () => {
    const real = generateCatalogue("real", now);
    expect(real.cities.every((c) => c.synthetic === false)).toBe(true);
    expect(real.cities.length).toBe(cat.cities.filter((c) => !c.synthetic).length);
    expect(real.schools.length).toBe(cat.schools.length);
    expect(real.buildings.length).toBe(8000);
  });

  it("generated towns are marked synthetic (their apartments are demo data); real places are not", () => {
    const real = new Set(REAL_CITIES.map((c) => `${c.iso2}|${c.en}`));
    for (const c of cat.cities) expect(c.synthetic, c.name_en as string).toBe(!real.has(`${iso.get(c.country_id as number)}|${c.name_en}`));
    expect(cat.cities.some((c) => c.name_en === "Hazelgate" || c.name_en === "Glenhaven" ? !c.synthetic : false)).toBe(false);
    const universities = new Set(REAL_UNIVERSITIES.map((u) => `${u.iso2}|${u.city}|${u.en}`));
    for (const s of cat.schools) {
      const city = cityById.get(s.city_id as number)!;
      expect(universities.has(`${iso.get(s.country_id as number)}|${city.name_en}|${s.name_en}`), s.name_en as string).toBe(true);
    }
    expect(COUNTRIES.length).toBe(16);
  });
});
