import { signFields, usesCommonSecret } from "#core/sign";

/**
 * The realistic visitor mix of `npm run bench`: the site's own pages as its sitemap
 * and API list them — every apartment page in both languages, room pages (the rooms of a sample
 * of apartments, from house/info), city and school listings and filtered listings (sorted by
 * price) — requested with Zipf-like popularity (the n-th most popular page is asked for
 * ∝ 1/n), the two home pages the most popular. The order of popularity is a seeded shuffle, so
 * every run asks for the same pages in the same proportions.
 */
export interface Mix {
  /** Every page of the mix, most popular first. */
  paths: string[];
  /** How many pages of each kind. */
  counts: Record<PageKind, number>;
  /** A few pages of each kind (for the per-type measurements). */
  byKind: Record<PageKind, string[]>;
}

export type PageKind = "home" | "apartment" | "room" | "city" | "school" | "filtered";

/** Mulberry32: a small seeded generator (the same mix in every run). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(xs: T[], random: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

async function signedApi<T>(base: string, path: string, fields: Record<string, string>, secrets: { sign: string; commonSign: string }): Promise<T> {
  const all: Record<string, string> = { language: "cn", timestamp: String(Date.now()), ...fields };
  all.signToken = signFields(all, usesCommonSecret(path) ? secrets.commonSign : secrets.sign);
  const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(all) });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

export interface MixOptions {
  /** Apartments whose rooms are listed (house/info per apartment). */
  roomApartments?: number;
  /** Rooms of each language in the mix. */
  rooms?: number;
  /** Filtered listings in the mix. */
  filtered?: number;
  seed?: number;
}

/** The pages of the mix, read from the running site's sitemap and API. */
export async function buildMix(base: string, secrets: { sign: string; commonSign: string }, options: MixOptions = {}): Promise<Mix> {
  const random = seeded(options.seed ?? 28);
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = locs(index).filter((u) => /-(apartments|cities|schools)-\d+$/.test(u));
  const apartments: string[] = [];
  const cities: string[] = [];
  const schools: string[] = [];
  for (const file of files) {
    const url = new URL(file);
    const paths = locs(await (await fetch(base + url.pathname + url.search)).text()).map((u) => new URL(u).pathname);
    if (file.includes("-apartments-")) apartments.push(...paths.filter((p) => /^\/(cn|en)\/apartment\/[^/]+$/.test(p)));
    else if (file.includes("-cities-")) cities.push(...paths.filter((p) => p.endsWith("/apartments")));
    else schools.push(...paths.filter((p) => p.endsWith("/apartments")));
  }
  if (!apartments.length || !cities.length) throw new Error("the sitemap lists no apartments or cities");

  // Rooms: every room of a sample of apartments, in both languages (the API names them).
  const cnApartments = shuffle(apartments.filter((p) => p.startsWith("/cn/")), random);
  const rooms: string[] = [];
  const wantRooms = options.rooms ?? 10_000;
  for (const path of cnApartments.slice(0, options.roomApartments ?? 800)) {
    if (rooms.length >= wantRooms * 2) break;
    const code = path.split("/").pop()!;
    const info = await signedApi<{ roomGroups: { rooms: { code: string }[] }[] }>(base, "/rest/building/client/house/info", { buildingCode: code }, secrets);
    for (const group of info.roomGroups) for (const room of group.rooms) for (const lang of ["cn", "en"]) rooms.push(`/${lang}/apartment/${code}/room/${room.code}`);
  }

  // Filtered listings: city and school listings sorted by price either way (a second page is
  // not asked for: a place with one page of apartments answers it 404).
  const filtered = shuffle(
    [...cities, ...schools].flatMap((p) => ["sort-price-asc", "sort-price-desc"].map((f) => `${p}/${f}`)),
    random,
  ).slice(0, options.filtered ?? 4_000);

  const homes = ["/cn/", "/en/"];
  const rest = shuffle([...apartments, ...rooms.slice(0, wantRooms * 2), ...cities, ...schools, ...filtered], random);
  return {
    paths: [...homes, ...rest],
    counts: { home: 2, apartment: apartments.length, room: Math.min(rooms.length, wantRooms * 2), city: cities.length, school: schools.length, filtered: filtered.length },
    byKind: {
      home: homes,
      apartment: shuffle([...apartments], random).slice(0, 500),
      room: shuffle([...rooms], random).slice(0, 500),
      city: shuffle([...cities], random).slice(0, 500),
      school: shuffle([...schools], random).slice(0, 500),
      filtered: filtered.slice(0, 500),
    },
  };
}

/**
 * An endless sequence of paths with Zipf-like popularity (exponent `s`, default 1): the path of
 * rank r is drawn with probability ∝ 1/r^s, by binary search over the cumulative weights.
 */
export function zipfSampler(paths: string[], seed = 1, s = 1): () => string {
  const cumulative = new Float64Array(paths.length);
  let sum = 0;
  for (let r = 0; r < paths.length; r++) cumulative[r] = sum += 1 / Math.pow(r + 1, s);
  const random = seeded(seed);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = paths.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return paths[lo];
  };
}

/** A cycle over `paths` (every page of a kind in turn). */
export function cycle(paths: string[]): () => string {
  let i = 0;
  return () => paths[i++ % paths.length];
}
