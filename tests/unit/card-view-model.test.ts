import { describe, expect, it, vi } from "vitest";
import type { ApiCard } from "~/lib/catalogue.server";
import type { SecondCurrency } from "~/lib/currency";

/**
 * A view model checked on its own: the apartment card (`toCardVM`) from a card as the API answers
 * it, with no server, no database and no signed call in between. The calls the module makes
 * elsewhere are stood in for, so this file loads only the mapping.
 */
vi.mock("../../app/api-transport.server", () => ({ catalogueStamp: () => undefined }));
vi.mock("../../app/lib/api.server", () => ({ callApi: vi.fn(), loadOrThrow: vi.fn() }));
vi.mock("../../app/lib/cookies.server", () => ({ readUser: vi.fn() }));

const { toCardVM } = await import("~/lib/catalogue.server");

const card = {
  code: "b1001",
  name: "伊斯灵顿学生公寓",
  enName: "Islington Student House",
  photo: "seed/07.jpg",
  city: { name: "伦敦" },
  country: { name: "英国" },
  fromPrice: 215,
  currency: "GBP",
  priceUnit: "week",
  tags: [{ key: "bills_included", name: "包水电" }],
  availability: { availableRoomCount: 3, availableFrom: "2027-09-01", soldOut: false },
  distance: { metres: 850, walkMinutes: 11, transitMinutes: null },
  address: "1 Upper Street",
  lat: 51.54,
  lng: -0.1,
} as unknown as ApiCard;

/** The reader's second currency, CNY, with the day's rates (CNY per unit). */
const CNY: SecondCurrency = {
  code: "CNY",
  rates: [
    { currency: "GBP", cny: 9.125, asOf: "2026-11-26" },
    { currency: "CNY", cny: 1, asOf: "2026-11-26" },
  ],
};

describe("the apartment card's view model", () => {
  it("formats the price in the apartment's currency and keeps what the card shows", () => {
    const vm = toCardVM(card, "en", CNY, "UCL");
    expect(vm.fromPrice).toBe("£215");
    expect(vm.unit).toBe("week");
    expect(vm.tags).toEqual([{ key: "bills_included", label: "包水电" }]);
    expect(vm.distance).toEqual({ schoolName: "UCL", meters: 850, walkMinutes: 11, transitMinutes: undefined });
    expect(vm.isFavourite).toBe(false);
    expect(vm.rating).toBeUndefined();
    expect(vm.fromPriceSecond).toBe("¥1,962"); // 215 × 9.125, rounded
    expect(vm.secondAsOf).toBe("2026-11-26");
  });

  it("prices the chosen move-in's tenancy, and converts only into another currency", () => {
    const vm = toCardVM({ ...card, tenancy: { name: "Academic year", moveIn: "2027-09-05", price: 240 } } as unknown as ApiCard, "en", CNY);
    expect(vm.fromPrice).toBe("£240");
    expect(vm.fromPriceSecond).toBe("¥2,190"); // the tenancy's price, converted
    expect(vm.tenancy).toEqual({ name: "Academic year", moveIn: "2027-09-05" });
    expect(vm.distance).toBeUndefined(); // no school named: no distance line
    expect(toCardVM({ ...card, currency: "CNY", fromPrice: 1800 } as unknown as ApiCard, "cn", CNY).fromPriceSecond).toBeUndefined();
  });

  it("shows a rating only with reviews, and the saved heart from favoritedAt", () => {
    expect(toCardVM({ ...card, reviewCount: 4, reviewAverage: 4.5, favoritedAt: "2026-11-01" } as unknown as ApiCard, "cn", CNY)).toMatchObject({ rating: { average: 4.5, count: 4 }, isFavourite: true });
  });
});
