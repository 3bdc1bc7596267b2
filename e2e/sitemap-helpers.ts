/**
 * The text of every sitemap the index at /sitemap.xml lists, joined: what a crawler reads.
 * `get` fetches a root-relative path and answers its body.
 */
export async function allSitemaps(get: (path: string) => Promise<string>): Promise<string> {
  const index = await get("/sitemap.xml");
  const files = [...index.matchAll(/<loc>https?:\/\/[^/<]+(\/sitemap\.xml\?part=[^<]+)<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  if (files.length === 0) throw new Error(`no sitemap listed in the index:\n${index.slice(0, 500)}`);
  return (await Promise.all(files.map(get))).join("\n");
}
