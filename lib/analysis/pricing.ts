import { config } from "../config";
import type { AnalysisType } from "./model";

// What an analysis costs, in credits, by level and by the size of the submitted code. One table,
// set by ANALYSIS_PRICES ("level:tier1/tier2/…" per level) and ANALYSIS_SIZE_TIERS_BYTES (the upper
// bound of each tier but the last, which is open). The defaults:
//
//   level      ≤ 100 KB   ≤ 1 MB   ≤ 10 MB   larger
//   mini           1         2         5        10
//   standard       3         6        15        30
//   ultra         10        20        50       100
//
// The size is the pasted text, the uploaded archive as sent, or the repository size the code host
// reports. The estimate is what is debited at create; a failed or cancelled analysis refunds it.

export interface PriceTable {
  tiers: number[];
  prices: Record<AnalysisType, number[]>;
}

let cached: PriceTable | undefined;

export function priceTable(): PriceTable {
  if (cached) return cached;
  const settings = config();
  cached = parsePriceTable(settings.ANALYSIS_PRICES, settings.ANALYSIS_SIZE_TIERS_BYTES);
  return cached;
}

export function parsePriceTable(prices: string, tiers: string[]): PriceTable {
  const bounds = tiers.map(Number);
  if (bounds.some((bound, index) => !Number.isInteger(bound) || bound <= (bounds[index - 1] ?? 0))) {
    throw new Error("ANALYSIS_SIZE_TIERS_BYTES must be increasing whole numbers of bytes");
  }
  const table: Partial<Record<AnalysisType, number[]>> = {};
  for (const entry of prices.split(",")) {
    const [level, list = ""] = entry.trim().split(":");
    const values = list.split("/").map(Number);
    if (
      values.length !== bounds.length + 1 ||
      values.some((value) => !Number.isInteger(value) || value < 0)
    ) {
      throw new Error(`ANALYSIS_PRICES: ${level} needs ${bounds.length + 1} whole prices, one per size tier`);
    }
    table[level as AnalysisType] = values;
  }
  const { mini, standard, ultra } = table;
  if (!mini || !standard || !ultra) throw new Error("ANALYSIS_PRICES must price mini, standard and ultra");
  return { tiers: bounds, prices: { mini, standard, ultra } };
}

export function estimateCost(level: AnalysisType, sizeBytes: number, table = priceTable()): number {
  const tier = table.tiers.findIndex((bound) => sizeBytes <= bound);
  const prices = table.prices[level];
  return prices[tier < 0 ? prices.length - 1 : tier] as number;
}

const baseSeconds: Record<AnalysisType, number> = { mini: 20, standard: 45, ultra: 120 };

/** A rough finish time for the response: a fixed part per level plus a part per megabyte. */
export function estimateDurationSeconds(level: AnalysisType, sizeBytes: number): number {
  const megabytes = sizeBytes / (1024 * 1024);
  return Math.round(baseSeconds[level] * (1 + megabytes));
}
