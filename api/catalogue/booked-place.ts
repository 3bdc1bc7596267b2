import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { buildings, rooms } from "../db/schema";

/**
 * The apartment and room a booking is for, as the student's lists of applications and orders
 * select and show them: one select (the room left-joined, so it may be missing) and one shape.
 */
export const BOOKED_PLACE_COLUMNS = {
  buildingCode: buildings.code,
  buildingZh: buildings.nameZh,
  buildingEn: buildings.nameEn,
  photo: sql<string | null>`${buildings.photos}[1]`,
  roomCode: rooms.code,
  roomZh: rooms.nameZh,
  roomEn: rooms.nameEn,
};

export interface BookedPlaceRow {
  buildingCode: string;
  buildingZh: string;
  buildingEn: string;
  photo: string | null;
  roomCode: string | null;
  roomZh: string | null;
  roomEn: string | null;
}

const named = (lang: Lang, zh: string | null, en: string | null) => (lang === "en" ? en || zh : zh || en) ?? "";

export function bookedPlace(r: BookedPlaceRow, lang: Lang) {
  return {
    building: { code: r.buildingCode, name: named(lang, r.buildingZh, r.buildingEn), photo: r.photo },
    room: r.roomCode ? { code: r.roomCode, name: named(lang, r.roomZh, r.roomEn) } : null,
  };
}
