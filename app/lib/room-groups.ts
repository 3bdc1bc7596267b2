/**
 * The apartment page lists each room type's first rooms and puts the rest one link away
 * ("show all N rooms", `?rooms=<type>`), as the large platforms show room types before their
 * units: an apartment has 14–40 rooms, and listing every one made the page a long scroll on a
 * phone and most of the page's markup, its loader data and its render (docs/decisions/039-room-types-first.md).
 */

/** How many rooms of a type the apartment page lists until the type is opened. */
export const ROOMS_SHOWN = 3;

/** The search parameter naming the room type whose rooms are all listed. */
export const OPEN_ROOM_TYPE = "rooms";

/**
 * A type's rooms in the order the page lists them (free rooms first, then the cheapest first,
 * otherwise as they came), cut to ROOMS_SHOWN unless the type is open.
 */
export function roomsToList<R extends { available: boolean; price: number }>(rooms: readonly R[], open: boolean): R[] {
  const ordered = [...rooms].sort((a, b) => Number(b.available) - Number(a.available) || a.price - b.price);
  return open ? ordered : ordered.slice(0, ROOMS_SHOWN);
}

