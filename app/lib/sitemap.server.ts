import { setImmediate as nextTurn } from "node:timers/promises";
import { deflateRawSync, inflateRawSync } from "node:zlib";
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
  /**
   * Each file's text with the origin left as the marker, deflated: at full scale the files are
   * some 6 MB of text, and kept as served they held twice that for the rare crawler's visit
   * (docs/decisions/046-kept-bytes-in-files.md). A request inflates its file and puts its origin
   * in (a few milliseconds).
   */
  constructor(
    readonly key: string,
    private readonly templates: Map<string, Buffer>,
  ) {}

  names(): string[] {
    return [...this.templates.keys()];
  }

  /** The file `name` for `origin`, undefined when there is no such file. */
  file(name: string, origin: string): string | undefined {
    const template = this.templates.get(name);
    return template === undefined ? undefined : withOrigin(inflateRawSync(template).toString(), origin);
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
  const templates = new Map<string, Buffer>();
  for (const kind of Object.keys(paths) as CatalogueKind[]) {
    for (const [name, text] of await sitemapTemplates(kind, paths[kind], { pause: () => nextTurn() })) {
      templates.set(name, deflateRawSync(text, { level: 1 }));
      await nextTurn();
    }
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
