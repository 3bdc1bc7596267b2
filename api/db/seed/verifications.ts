import type { Catalogue } from "./generate";

/**
 * A few verification records for the seeded catalogue, so a fresh clone shows what a badge
 * backed by a record looks like (and links to). They name no staff account (there is none at
 * seed time) and say in their note that they came with the sample catalogue. Only apartments
 * of real cities get them: a demo town's apartment is never shown as checked.
 */
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const PLAN: ReadonlyArray<{ checks: readonly string[]; daysAgo: number }> = [
  { checks: ["photos", "address", "video_call"], daysAgo: 56 },
  { checks: ["photos"], daysAgo: 21 },
  { checks: ["address", "ownership"], daysAgo: 90 },
];

export function verificationSeeds(cat: Catalogue, now = Date.now()): Record<string, unknown>[] {
  const realCity = new Set(cat.cities.filter((c) => !c.synthetic).map((c) => c.id as number));
  const picked = cat.buildings
    .filter((b) => b.is_published && realCity.has(b.city_id as number))
    .sort((a, b) => (b.recommend_score as number) - (a.recommend_score as number) || (a.id as number) - (b.id as number))
    .slice(0, PLAN.length);
  const rows: Record<string, unknown>[] = [];
  picked.forEach((b, i) => {
    const { checks, daysAgo } = PLAN[i];
    const checked = now - daysAgo * DAY_MS;
    for (const check of checks) {
      rows.push({
        id: rows.length + 1,
        code: `vseed${b.code as string}${check === "video_call" ? "v" : check[0]}`,
        subject: "apartment",
        building_id: b.id,
        landlord_id: null,
        check_kind: check,
        note: "Sample record seeded with the sample catalogue / 随示例目录生成的示例记录",
        checked_by: null,
        checked_by_name: "StudyNest",
        checked_on: day(checked),
        expires_on: day(checked + 365 * DAY_MS),
      });
    }
  });
  return rows;
}
