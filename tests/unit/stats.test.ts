import { describe, expect, it } from "vitest";
import { claimNumber } from "~/lib/stats";

/** The footer's "500+ cities, 200000+ rooms" claim is the count rounded down. */
describe("claimNumber", () => {
  it("rounds down to a round claim", () => {
    expect(claimNumber(523)).toBe(500);
    expect(claimNumber(500)).toBe(500);
    expect(claimNumber(201_234)).toBe(200_000);
    expect(claimNumber(1_980)).toBe(1_900);
    expect(claimNumber(57)).toBe(50);
  });
  it("keeps small numbers as they are", () => {
    expect(claimNumber(0)).toBe(0);
    expect(claimNumber(7)).toBe(7);
  });
  it("never claims more than there is", () => {
    for (const n of [10, 99, 101, 999, 1001, 12_345, 99_999, 250_001]) expect(claimNumber(n)).toBeLessThanOrEqual(n);
  });
});
