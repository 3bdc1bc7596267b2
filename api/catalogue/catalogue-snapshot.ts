import type { Lang } from "#core/constants";
import type { ApiData } from "#core/contract";
import { ApiError } from "../http/envelope";
import { buildApartmentPages, filePages, readApartmentPage, type ApartmentPages } from "./apartment-pages";
import { catalogueFile } from "./catalogue-file";
import { buildCatalogueIndex, derived, type CatalogueIndex } from "./catalogue-index";
import { buildListingIndex, type ListingIndex } from "./listing-index";
import { nextMoveIns } from "./costs";
import { onRatesChanged, rateDto, rateOf } from "./rates";
import { snapshot } from "../platform/snapshot";
import { applyStockNotes, stockGeneration } from "./stock-overlay";

/**
 * The catalogue as this process answers it, built in one piece so its parts always agree:
 * - names: every country, city and school and the published apartments' names (search, place
 *   names and slugs: api/catalogue/catalogue-index.ts);
 * - listings: card columns, room offers and school distances (house/list and house/filter:
 *   api/catalogue/listing-index.ts);
 * - pages: every published apartment's page in each language, finished JSON
 *   (house/info: api/catalogue/apartment-pages.ts), made with these very names.
 * Rebuilt as a whole when the catalogue version moves (api/platform/snapshot.ts), and kept in a
 * file beside the database under its stamp (api/catalogue/catalogue-file.ts), so a start loads
 * it instead of building it; search's structures are derived again from the names read back.
 */
interface CatalogueSnapshot {
  names: CatalogueIndex;
  listings: ListingIndex;
  pages: ApartmentPages;
}

const catalogue = snapshot<CatalogueSnapshot>(
  "catalogue",
  async () => {
    const names = await buildCatalogueIndex();
    const listings = await buildListingIndex();
    const pages = await buildApartmentPages(names);
    return { names, listings, pages };
  },
  () => catalogueFile<CatalogueSnapshot>((value) => ({ ...value, names: derived(value.names) })),
);

/** house/info's data, of which the day's additions below are part. */
type Page = ApiData<"/rest/building/client/house/info">;

/**
 * The snapshot with its apartment pages moved to their file (once, after it was saved) and this
 * process's committed stock moves written in (./stock-overlay.ts).
 */
async function current() {
  const value = await catalogue.get();
  filePages(value.pages);
  applyStockNotes(catalogue.version(), value.listings, value.pages);
  return value;
}

export const catalogueIndex = async () => (await catalogue.get()).names;
export const listingIndex = async () => (await current()).listings;

/**
 * A published apartment's page (house/info's data) as JSON bytes; building_not_found otherwise.
 * What depends on the day is added at answer time: the exchange rate of its currency
 * and the coming move-in dates of its country, spliced in before the closing brace.
 */
export async function apartmentPage(ref: { code?: string; id?: number }, lang: Lang): Promise<Buffer> {
  return (await apartmentPageOf(ref, lang)).page;
}

/**
 * The page and the apartment's id (answer-time additions such as the review summary are keyed
 * by it). Today's exchange rate and the coming move-in dates are added here, never stored in the
 * snapshot: they change with the day, not with the catalogue.
 */
export async function apartmentPageOf(ref: { code?: string; id?: number }, lang: Lang): Promise<{ id: number; page: Buffer }> {
  const { pages } = await current();
  const page = readApartmentPage(pages, ref, lang);
  if (!page) throw new ApiError("building_not_found");
  const id = ref.code ? pages.idByCode.get(ref.code)! : ref.id!;
  const meta = pages.metaById.get(id);
  if (!meta) return { id, page };
  const rate = rateDto(await rateOf(meta.currency)) satisfies Page["exchangeRate"];
  const today = new Date().toISOString().slice(0, 10);
  const moveIns = nextMoveIns(meta.iso2, today, lang) satisfies Page["moveIns"];
  const extra = Buffer.from(`,"exchangeRate":${JSON.stringify(rate)},"moveIns":${JSON.stringify(moveIns)}}`);
  return { id, page: Buffer.concat([page.subarray(0, page.lastIndexOf(0x7d)), extra]) };
}

/**
 * A published apartment's id by its code, as the snapshot knows it; undefined when the snapshot
 * does not have it (one published since its build): callers then ask the database.
 */
export async function apartmentIdOf(code: string): Promise<number | undefined> {
  return (await catalogue.get()).pages.idByCode.get(code);
}

/** Builds the snapshot ahead of the first visitor (server start), its pages filed; failures surface on first use. */
export async function warmCatalogue(): Promise<void> {
  await catalogue.warm();
  await current().catch(() => undefined);
}

/** Whether the catalogue answered now was built from the database in this process and saved to its file. */
export const catalogueBuiltAndSaved = catalogue.builtAndSaved;

/**
 * Answers derived from the catalogue (pages, cards, home data, listings) may be kept by anyone —
 * the API's answer cache, the web tier's caches, the page cache of finished documents — under
 * this stamp: `<catalogue version>.<answer generation>.<stock generation>.<UTC day>`. It moves when
 * - the catalogue snapshot being answered from changes (an edit anywhere, after the rebuild:
 *   a cached answer never runs ahead of the snapshot it must agree with);
 * - a unit taken or returned is written into this process's snapshot (./stock-overlay.ts);
 * - `invalidateCatalogueAnswers()` is called (something shown with the catalogue changed that
 *   is not a catalogue table: a review written, exchange rates refreshed …);
 * - the UTC day changes (anything shown relative to today).
 * Undefined until the snapshot is built: nothing is cached under it then.
 */
let generation = 0;
const listeners: (() => void)[] = [];

export function catalogueStamp(): string | undefined {
  const version = catalogue.version();
  if (version === undefined) return undefined;
  // A stock move this process wrote into the snapshot moves the stamp too.
  return `${version}.${generation}.${stockGeneration()}.${new Date().toISOString().slice(0, 10)}`;
}

/**
 * The invalidation hook: every answer and page cached under the current stamp is dropped (by
 * moving the stamp) in this process. Call it after writing anything a catalogue answer shows
 * that the catalogue triggers do not see. Other instances follow within their caches' TTLs.
 */
export function invalidateCatalogueAnswers(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

// Answers show CNY figures at today's rates: a changed rate moves the stamp.
onRatesChanged(invalidateCatalogueAnswers);

/** Runs `listener` on each invalidateCatalogueAnswers() (caches that free memory at once). */
export function onCatalogueAnswersInvalidated(listener: () => void): void {
  listeners.push(listener);
}
