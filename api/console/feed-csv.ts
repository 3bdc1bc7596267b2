import { ApiError } from "../http/envelope";

/**
 * The listings feed as CSV, for landlords whose systems export spreadsheets: one row per room
 * type, its apartment's columns repeated on each row (read from the apartment's first row), the
 * header naming the columns in any order. The rows become the JSON feed's records, which then
 * pass the same validation, so a CSV record is rejected with the same reasons a JSON one would
 * be (an optional `photos` column holds the apartment's photo URLs, an optional `blocked` column a
 * room type's blocked periods; fees are the JSON feed's only). A file without the header's columns, or that is not CSV, is malformed and changes nothing.
 */
export const CSV_COLUMNS = [
  "apartment_ref",
  "apartment_name_zh",
  "apartment_name_en",
  "city_id",
  "address_zh",
  "address_en",
  "postcode",
  "lat",
  "lng",
  "description_zh",
  "description_en",
  "currency",
  "price_unit",
  "room_ref",
  "room_name_zh",
  "room_name_en",
  "room_type",
  "price_currency",
  "price_minor",
  "area_m2",
  "bed_size",
  "lease_terms",
  "available_from",
  "stock",
] as const;
type Column = (typeof CSV_COLUMNS)[number];

/** RFC 4180: fields separated by commas, quoted with "…" (a quote inside doubled), rows by CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const s = text.replace(/^\uFEFF/, "");
  while (i < s.length) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
    } else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      if (c === "\r" && s[i + 1] === "\n") i++;
    } else {
      field += c;
    }
    i++;
  }
  if (quoted) throw new ApiError("console_feed_malformed");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

/** A number as the JSON feed would carry it; text that is not one stays text, so validation names the field. */
const num = (v: string): number | string => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);

/** `from..to` pairs separated by `;`; a pair without `..` keeps its text in `from` so validation names it. */
function blockedOf(cell: string): { from: string; to: string }[] {
  return cell
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [from, to = ""] = p.split("..").map((d) => d.trim());
      return { from, to };
    });
}

/** The CSV's rows as the JSON feed's apartment records, in the order apartments first appear. */
export function csvToFeed(text: string): unknown[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ApiError("console_feed_malformed");
  const names = header.map((h) => h.trim().toLowerCase());
  if (!CSV_COLUMNS.every((c) => names.includes(c)) || rows.length > 20_000) throw new ApiError("console_feed_malformed");
  const at = (r: string[], c: Column) => (r[names.indexOf(c)] ?? "").trim();
  const apartments = new Map<string, { record: Record<string, unknown>; rooms: unknown[] }>();
  rows.forEach((r, index) => {
    // A row of another length is not this CSV: the whole file is refused.
    if (r.length !== names.length) throw new ApiError("console_feed_malformed");
    const key = at(r, "apartment_ref") || `#row${index + 2}`;
    let a = apartments.get(key);
    if (!a) {
      const postcode = at(r, "postcode");
      a = {
        rooms: [],
        record: {
          ref: at(r, "apartment_ref"),
          name: { zh: at(r, "apartment_name_zh"), en: at(r, "apartment_name_en") },
          cityId: num(at(r, "city_id")),
          address: { zh: at(r, "address_zh"), en: at(r, "address_en") },
          ...(postcode ? { postcode } : {}),
          lat: num(at(r, "lat")),
          lng: num(at(r, "lng")),
          description: { zh: at(r, "description_zh"), en: at(r, "description_en") },
          currency: at(r, "currency"),
          priceUnit: at(r, "price_unit"),
          // An optional column: the apartment's photo URLs, space-separated, on its first row.
          ...((r[names.indexOf("photos")] ?? "").trim() ? { photos: r[names.indexOf("photos")].trim().split(/\s+/) } : {}),
        },
      };
      apartments.set(key, a);
    }
    a.rooms.push({
      ref: at(r, "room_ref"),
      name: { zh: at(r, "room_name_zh"), en: at(r, "room_name_en") },
      roomType: at(r, "room_type"),
      price: { currency: at(r, "price_currency"), minor: num(at(r, "price_minor")) },
      areaM2: num(at(r, "area_m2")),
      bedSize: at(r, "bed_size"),
      // "44 51" or "44;51": the terms the room offers.
      leaseTerms: at(r, "lease_terms")
        .split(/[\s;]+/)
        .filter(Boolean)
        .map(num),
      availableFrom: at(r, "available_from"),
      stock: num(at(r, "stock")),
      // An optional column: "2027-12-20..2028-01-03;2028-07-01..2028-07-14", the room type's
      // periods from this feed (empty: none). Without the column the feed leaves periods as they are.
      ...(names.includes("blocked") ? { blockedPeriods: blockedOf(r[names.indexOf("blocked")]) } : {}),
    });
  });
  return [...apartments.values()].map((a) => ({ ...a.record, rooms: a.rooms }));
}
