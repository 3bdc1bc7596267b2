import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { formatCny, formatPrice, HERO_SIZES, type RoomVM } from "./catalogue";
import { costVMs, rateVM } from "./costs";
import { convert, type SecondCurrency } from "./currency";
import { secondCurrency } from "./currency.server";
import { callApi } from "./api.server";
import { cached, houseInfo, roomInfo, type ApiHouse, type ApiRoom } from "./catalogue.server";
import { readUser } from "./cookies.server";
import { type Lang } from "#core/constants";
import { applyPendingFavourite, mergeHeaders } from "./favourites.server";
import { getFixedT } from "./i18n.server";
import { recordStudentView } from "./history.server";
import { imageSrcSet, imageUrl } from "./images";
import { langOf } from "#core/lang";
import { mapConfig } from "./map.server";
import { loadReviewAccess, loadReviews, NO_ACCESS, VISITOR_ACCESS, type ReviewPage } from "./reviews.server";
import { apartmentPath, listingPath, roomPath } from "#core/slug";
import { OPEN_ROOM_TYPE, roomsToList } from "./room-groups";

/**
 * Loaders of the apartment page (/apartment/{buildingCode}) and the room page
 * (/apartment/{buildingCode}/room/{roomCode}): house/info, room/info and room/attrList, with
 * prices formatted in the apartment's currency and the page meta (title, description, JSON-LD,
 * the preload of the main photo).
 */

/**
 * A room as RoomRow shows it, and no more: these objects are written into the document for the
 * browser's hydration (turbo-stream), 14–40 rooms per apartment page, so a field no component
 * reads costs on every render and in every page's bytes (the type, its name and the last
 * move-out were a quarter of them; the group above the rows names the type).
 */
function roomVM(r: ApiRoom, currency: string, lang: Lang, second?: SecondCurrency, moveIn?: string): RoomVM {
  // Built in one literal (no spread of an optional part): one object shape for every room.
  const vm: RoomVM = {
    code: r.code,
    name: r.name,
    price: formatPrice(r.price, currency, lang),
    areaM2: r.areaM2,
    bedSizeName: r.bedSizeName,
    leaseTerms: r.leaseTerms,
    leaseUnit: r.leaseUnit,
    // The apartment page is made ahead of time: its move-in date is the country's next one, from today.
    availableFrom: moveIn ?? r.availableFrom,
    stock: r.stock,
    available: r.available,
    photo: r.photo,
  };
  const main = r.mainCost;
  if (main) {
    vm.mainTotal = {
      name: main.name,
      term: main.leaseTerm,
      unit: main.leaseUnit,
      total: formatPrice(main.total, currency, lang),
      totalSecond: second ? (convert(main.total, currency, second, lang)?.text ?? null) : null,
    };
  }
  return vm;
}

function preloadOf(photo: string | undefined | null) {
  if (!photo) return undefined;
  return { href: imageUrl(photo, 960, "webp"), imageSrcSet: imageSrcSet(photo, "webp"), imageSizes: HERO_SIZES };
}

/** A share card's picture (app/components/share/ShareTags.tsx): a JPEG, which every chat app shows, at an absolute URL. */
function shareImage(origin: string, photo: string | undefined | null) {
  return photo ? `${origin}${imageUrl(photo, 640, "jpg")}` : undefined;
}

/**
 * "£155" → "£155 (≈ ¥1,414)": the description a share card shows carries the price in CNY too,
 * whatever second currency the sharer chose (the card is read by whoever it is sent to).
 */
function withCny(formatted: string, amount: number, rate: { currency: string; cny: number } | null | undefined) {
  return rate && rate.currency !== "CNY" ? `${formatted} (≈ ${formatCny(amount * rate.cny)})` : formatted;
}

function apartmentJsonLd(h: ApiHouse, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ApartmentComplex",
    name: h.name,
    alternateName: h.enName !== h.name ? h.enName : undefined,
    description: h.description,
    url,
    image: h.photos.slice(0, 5).map((p) => `${origin}${imageUrl(p, 1200, "jpg")}`),
    address: { "@type": "PostalAddress", streetAddress: h.address, postalCode: h.postcode ?? undefined, addressLocality: h.city.enName, addressCountry: h.country.enName },
    geo: { "@type": "GeoCoordinates", latitude: h.lat, longitude: h.lng },
    amenityFeature: h.facilities.map((f) => ({ "@type": "LocationFeatureSpecification", name: f.name, value: true })),
    numberOfAccommodationUnits: h.roomCount,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: h.currency,
      lowPrice: h.fromPrice,
      highPrice: h.toPrice,
      offerCount: h.roomCount,
      availability: h.availableRoomCount > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    },
    ...(h.reviewSummary.count && h.reviewSummary.average !== null
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: h.reviewSummary.average, reviewCount: h.reviewSummary.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * The reviews: the list as a visitor sees it, the same for every visitor until a review is
 * written or moderated, which moves the catalogue stamp (api/reviews/summaries.ts), so kept under
 * it (docs/caches.md), as the visitor's whole page is in the page cache; and the caller's own part
 * (their review, whether they may write one), a signed-in student's read each time (kept per
 * student by the API) — the same read a page made from the visitors' document makes
 * (app/lib/signed-in-pages.server.tsx). Null when the API cannot answer the list (not kept: the
 * next view asks again); a student whose own part the API cannot answer sees the list alone.
 */
async function reviewsFor(request: Request, lang: Lang, buildingCode: string, page: number): Promise<ReviewPage | null> {
  const [list, access] = await Promise.all([
    cached(`reviews:${lang}:${buildingCode}:${page}`, async () => {
      const reviews = await loadReviews(request, buildingCode, page);
      if (!reviews) throw new Error("reviews not answered");
      return reviews;
    }).catch(() => null),
    readUser(request).then((user) => (user ? loadReviewAccess(request, buildingCode) : VISITOR_ACCESS)),
  ]);
  return list && { ...list, ...(access ?? NO_ACCESS) };
}

type LandlordResponse = { medianMinutes: number | null; answers: number };

/**
 * How fast the landlord answers: a median over weeks of applications, the same for everyone and
 * slow to move, so kept under the catalogue stamp for the web cache's 10 minutes instead of one
 * aggregate query per view. Null when the API cannot answer (not kept).
 */
function landlordResponseOf(request: Request, buildingCode: string): Promise<LandlordResponse | null> {
  return cached(`landlord-response:${buildingCode}`, async () => {
    const r = await callApi("/rest/building/client/house/landlord-response", { buildingCode }, { request });
    if (!r.ok) throw new Error("landlord response not answered");
    return r.data;
  }).catch(() => null);
}

/**
 * The apartment page's data. What the page's components read and nothing more is handed to the
 * render: the whole object is also written into the document for the browser's hydration, so an
 * unread field is paid for twice per view (serialised by turbo-stream, then compressed).
 */
export async function loadApartment({ request, params }: LoaderFunctionArgs) {
  const lang = langOf(params.lang);
  const code = params.buildingCode;
  if (!code) throw new Response("Not Found", { status: 404 });
  const pending = await applyPendingFavourite(request);
  const url = new URL(request.url);
  const openType = url.searchParams.get(OPEN_ROOM_TYPE);
  const reviewPage = Math.min(Math.max(Number.parseInt(url.searchParams.get("reviews") ?? "1", 10) || 1, 1), 1000);
  const [h, reviews, second, response] = await Promise.all([
    houseInfo(request, code),
    reviewsFor(request, lang, code.toLowerCase(), reviewPage),
    secondCurrency(request),
    // How fast the landlord answers (null when the API cannot say: the page renders without it).
    landlordResponseOf(request, code.toLowerCase()),
  ]);
  recordStudentView(request, h.code);
  const t = getFixedT(lang);
  const origin = `${url.protocol}//${url.host}`;
  const unit = t(`discovery.units.${h.priceUnit}`);
  const fromPrice = formatPrice(h.fromPrice, h.currency, lang);
  return data(
    {
      lang,
      house: {
        code: h.code,
        name: h.name,
        enName: h.enName,
        address: h.address,
        postcode: h.postcode,
        lat: h.location.lat,
        lng: h.location.lng,
        description: h.description,
        fromPrice,
        priceUnit: h.priceUnit,
        photos: h.photos,
        tags: h.tags,
        facilities: h.facilities,
        policies: h.policies,
        offers: h.offers ?? [],
        faq: h.faq,
        landlordResponse: response?.medianMinutes != null ? { minutes: response.medianMinutes, answers: response.answers } : null,
        moveIns: h.moveIns.map((m) => m.moveIn),
        rate: rateVM(h.currency, second),
        city: { name: h.city.name, slug: h.city.slug },
        country: { name: h.country.name, slug: h.country.slug },
        demo: h.demo,
        verifications: h.verifications ?? [],
        isFavorite: h.isFavorite,
        // Each type's first rooms; all of them for the type the student opened (room-groups.ts).
        roomGroups: h.roomGroups.map((g) => ({
          roomType: g.roomType,
          roomTypeName: g.roomTypeName,
          fromPrice: formatPrice(g.fromPrice, h.currency, lang),
          availableCount: g.availableCount,
          roomCount: g.rooms.length,
          open: g.roomType === openType,
          rooms: roomsToList(g.rooms, g.roomType === openType).map((r) => roomVM(r, h.currency, lang, second, h.moveIns[0]?.moveIn)),
        })),
        schools: h.schools.map((s) => ({
          id: s.id,
          name: s.name,
          href: listingPath(lang, { country: s.countrySlug, city: s.citySlug, school: s.slug }),
          distanceM: s.distanceM,
          walkMinutes: s.walkMinutes,
          transitMinutes: s.transitMinutes,
          lat: s.lat,
          lng: s.lng,
        })),
        reviewSummary: { average: h.reviewSummary.average, count: h.reviewSummary.count },
      },
      reviews,
      map: mapConfig(),
      cityListing: listingPath(lang, { country: h.country.slug, city: h.city.slug }),
      meta: {
        title: `${h.name} - ${t("discovery.listing.title", { place: h.city.name })} - ${t("discovery.seo.titleSuffix")}`,
        description: t("discovery.seo.apartmentDescription", { name: h.name, city: h.city.name, price: withCny(fromPrice, h.fromPrice, h.exchangeRate), unit }),
        jsonLd: apartmentJsonLd(h, `${origin}${apartmentPath(lang, h.code)}`, origin),
        preload: preloadOf(h.photos[0]),
        image: shareImage(origin, h.photos[0]),
      },
      search: { prefill: h.city.name, countryId: h.country.id, cityId: h.city.id },
    },
    { headers: mergeHeaders(pending) },
  );
}

export async function loadRoom({ request, params }: LoaderFunctionArgs) {
  const lang = langOf(params.lang);
  const code = params.buildingCode ?? "";
  const roomCode = params.roomCode;
  if (!roomCode) throw new Response("Not Found", { status: 404 });
  const pending = await applyPendingFavourite(request);
  const [r, second] = await Promise.all([roomInfo(request, roomCode), secondCurrency(request)]);
  if (r.building.code !== code.toLowerCase()) throw new Response("Not Found", { status: 404 });
  recordStudentView(request, r.building.code, r.code);
  const t = getFixedT(lang);
  const unit = t(`discovery.units.${r.priceUnit}`);
  const price = formatPrice(r.price, r.currency, lang);
  const photos = r.photos.length ? r.photos : r.building.photo ? [r.building.photo] : [];
  const url = new URL(request.url);
  const origin = `${url.protocol}//${url.host}`;
  return data(
    {
      lang,
      // What the room page itself shows of its room (its facts are in `attributes`).
      room: { code: r.code, name: r.name, price, leaseTerms: r.leaseTerms, leaseUnit: r.leaseUnit, stock: r.stock, available: r.available, photos, attributes: r.attributes },
      costs: costVMs(r.tenancies, r.costs, r.currency, lang, second),
      offers: r.offers ?? [],
      rate: rateVM(r.currency, second),
      // What the room page shows of its apartment (its facilities are on the apartment's page).
      building: {
        code: r.building.code,
        name: r.building.name,
        address: r.building.address,
        city: { name: r.building.city.name, slug: r.building.city.slug },
        country: { name: r.building.country.name, slug: r.building.country.slug },
        isFavorite: r.building.isFavorite,
        policies: r.building.policies,
      },
      otherRooms: r.otherRooms.map((o) => roomVM(o, r.currency, lang)),
      apartmentHref: apartmentPath(lang, r.building.code),
      meta: {
        title: `${r.name} - ${r.building.name} - ${t("discovery.seo.titleSuffix")}`,
        description: t("discovery.seo.roomDescription", { room: r.name, name: r.building.name, city: r.building.city.name, price: withCny(price, r.price, r.exchangeRate), unit }),
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "Accommodation",
          name: `${r.building.name} · ${r.name}`,
          url: `${origin}${roomPath(lang, r.building.code, r.code)}`,
          image: photos.slice(0, 4).map((p) => `${origin}${imageUrl(p, 1200, "jpg")}`),
          floorSize: { "@type": "QuantitativeValue", value: r.areaM2, unitCode: "MTK" },
          containedInPlace: { "@type": "ApartmentComplex", name: r.building.name, address: r.building.address },
          offers: { "@type": "Offer", price: r.price, priceCurrency: r.currency, availability: r.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut" },
        },
        preload: preloadOf(photos[0]),
        image: shareImage(origin, photos[0]),
      },
      search: { prefill: r.building.city.name, countryId: r.building.country.id, cityId: r.building.city.id },
    },
    { headers: mergeHeaders(pending) },
  );
}
