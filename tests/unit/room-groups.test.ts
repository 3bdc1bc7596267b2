import { describe, expect, it } from "vitest";
import { ROOMS_SHOWN, roomsToList } from "~/lib/room-groups";
import { withSearchParam } from "~/lib/links";

const room = (code: string, price: number, available: boolean) => ({ code, price, available });

describe("the rooms an apartment page lists per room type", () => {
  const rooms = [room("a", 400, false), room("b", 350, true), room("c", 300, false), room("d", 500, true), room("e", 350, true), room("f", 320, true)];

  it("lists free rooms first, the cheapest first, and keeps the given order between equals", () => {
    expect(roomsToList(rooms, true).map((r) => r.code)).toEqual(["f", "b", "e", "d", "c", "a"]);
  });

  it(`cuts a closed type to its first ${ROOMS_SHOWN} rooms and leaves the input alone`, () => {
    expect(roomsToList(rooms, false).map((r) => r.code)).toEqual(["f", "b", "e"]);
    expect(rooms.map((r) => r.code)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("lists a type of few rooms whole either way", () => {
    expect(roomsToList(rooms.slice(0, 2), false).map((r) => r.code)).toEqual(["b", "a"]);
  });
});

describe("links that change one search parameter of the page", () => {
  const location = { pathname: "/en/apartment/abc", search: "?reviews=2" };

  it("sets the parameter beside the others, with the fragment", () => {
    expect(withSearchParam(location, "rooms", "ensuite", "rooms-ensuite")).toBe("/en/apartment/abc?reviews=2&rooms=ensuite#rooms-ensuite");
  });

  it("removes it, and the question mark with the last parameter", () => {
    expect(withSearchParam({ ...location, search: "?rooms=ensuite" }, "rooms", null, "rooms-ensuite")).toBe("/en/apartment/abc#rooms-ensuite");
    expect(withSearchParam(location, "reviews", null, "reviews")).toBe("/en/apartment/abc#reviews");
  });
});
