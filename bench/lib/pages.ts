/**
 * The five measured pages, as real URLs of the seeded full catalogue: home, a city listing, a
 * school listing, an apartment page and a room page (the first apartment of the city listing
 * and its first room).
 */
export interface Pages {
  home: string;
  city: string;
  school: string;
  apartment: string;
  room: string;
}

export async function discoverPages(base: string): Promise<Pages> {
  const city = "/cn/united-kingdom/london/apartments";
  const school = "/en/united-kingdom/london/university-college-london/apartments";
  const listing = await fetch(base + city);
  if (listing.status !== 200) throw new Error(`${city}: ${listing.status}`);
  const apartment = (await listing.text()).match(/href="(\/cn\/apartment\/[a-z0-9]+)"/)?.[1];
  if (!apartment) throw new Error("no apartment link on the listing");
  const detail = await (await fetch(base + apartment)).text();
  const room = detail.match(new RegExp(`href="(${apartment}/room/[a-z0-9-]+)"`))?.[1];
  if (!room) throw new Error("no room link on the apartment page");
  for (const path of [school, room]) {
    const r = await fetch(base + path);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  }
  return { home: "/cn/", city, school, apartment, room };
}
