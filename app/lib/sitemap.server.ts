import { setImmediate as nextTurn } from "node:timers/promises";
import { logger } from "#core/log.server";
import { catalogueStamp } from "../api-transport.server";
import { callApi, loadOrThrow } from "./api.server";
import { catalogueSitemapPaths, helpSitemapPaths, sitemapTemplates, withOrigin, type CatalogueKind } from "./sitemap";

/**
 * The sitemaps as /sitemap.xml serves them. The catalogue's files (places, apartments, the
 * fixed pages) are made once per catalogue stamp (api/catalogue/catalogue-snapshot.ts) and kept:
 * a request never waits for them but the very first. While a new stamp's files are made, the
 * previous ones keep answering, and the making pauses between batches so /healthz and pages
 * answer meanwhile. With a remote API (no stamp) they are made again at most once an hour.
 * The help centre's file is small and made for each request from its in-memory index, so a
 * question is listed the moment it is published.
 */
const REMOTE_TTL_MS = 60 * 60 * 1000;

export class CatalogueSitemaps {
  /** The last origin each file was served for, and its text then (almost always one host name). */
  private readonly served = new Map<string, { origin: string; xml: string }>();
  constructor(
    readonly key: string,
    private readonly templates: Map<string, string>,
  ) {}

  names(): string[] {
    return [...this.templates.keys()];
  }

  /** The file `name` for `origin`, undefined when there is no such file. */
  file(name: string, origin: string): string | undefined {
    const template = this.templates.get(name);
    if (template === undefined) return undefined;
    const kept = this.served.get(name);
    if (kept?.origin === origin) return kept.xml;
    const xml = withOrigin(template, origin);
    this.served.set(name, { origin, xml });
    return xml;
  }
}

let current: CatalogueSitemaps | undefined;
let making: { key: string; done: Promise<CatalogueSitemaps> } | undefined;
let builds = 0;

/** How many times the catalogue's sitemaps were made in this process (logs and tests). */
export function sitemapBuilds(): number {
  return builds;
}

function currentKey(): string {
  return catalogueStamp() ?? `remote:${Math.floor(Date.now() / REMOTE_TTL_MS)}`;
}

async function make(key: string, request: Request): Promise<CatalogueSitemaps> {
  const started = performance.now();
  const entries = await loadOrThrow("/rest/building/client/house/sitemap", {}, { request });
  const paths = catalogueSitemapPaths(entries);
  const templates = new Map<string, string>();
  for (const kind of Object.keys(paths) as CatalogueKind[]) {
    for (const [name, text] of await sitemapTemplates(kind, paths[kind], { pause: () => nextTurn() })) templates.set(name, text);
    await nextTurn();
  }
  builds++;
  logger.info({ stamp: key, files: templates.size, ms: Math.round(performance.now() - started) }, "sitemaps made");
  return new CatalogueSitemaps(key, templates);
}

/** The catalogue's sitemap files. */
export async function catalogueSitemaps(request: Request): Promise<CatalogueSitemaps> {
  const key = currentKey();
  if (current?.key === key) return current;
  if (making?.key !== key) {
    const job = { key, done: make(key, request) };
    making = job;
    job.done.then(
      (made) => {
        current = made;
        if (making === job) making = undefined;
      },
      // A failed making leaves the kept files answering; the next request tries again.
      () => {
        if (making === job) making = undefined;
      },
    );
  }
  // The previous stamp's files answer while the new ones are made.
  return current ?? (await making!.done);
}

/** The help centre's sitemap files by name, the origin left as the marker; none when its index cannot be read (the catalogue's still are). */
export async function helpSitemaps(request: Request): Promise<Map<string, string>> {
  const index = await callApi("/rest/help/index", {}, { request });
  return index.ok ? sitemapTemplates("help", helpSitemapPaths(index.data.categories)) : new Map();
}
