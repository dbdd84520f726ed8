import { describe, expect, it } from "vitest";
import { estimateCost, parsePriceTable, priceTable } from "../../../lib/analysis/pricing";

describe("the price table", () => {
  it("prices by level and size tier with the documented defaults", () => {
    const table = priceTable();
    expect(estimateCost("mini", 10, table)).toBe(1);
    expect(estimateCost("mini", 100 * 1024, table)).toBe(1);
    expect(estimateCost("mini", 100 * 1024 + 1, table)).toBe(2);
    expect(estimateCost("standard", 5 * 1024 * 1024, table)).toBe(15);
    expect(estimateCost("ultra", 50 * 1024 * 1024, table)).toBe(100);
  });

  it("is configurable and refuses a table that does not fit its tiers", () => {
    const custom = parsePriceTable("mini:1/2,standard:2/4,ultra:5/9", ["1000"]);
    expect(estimateCost("ultra", 2000, custom)).toBe(9);
    expect(() => parsePriceTable("mini:1/2/3,standard:2/4,ultra:5/9", ["1000"])).toThrow(/mini needs 2/);
    expect(() => parsePriceTable("mini:1/2,standard:2/4", ["1000"])).toThrow(/ultra/);
    expect(() => parsePriceTable("mini:1/2,standard:2/4,ultra:5/9", ["1000", "10"])).toThrow(/increasing/);
  });
});
