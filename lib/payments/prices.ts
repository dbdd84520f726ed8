import { config } from "../config";
import { AppError } from "../http/errors";
import { type Currency, currencies } from "./routes";

// The price table (CREDIT_PRICES, e.g. "usd:10,eur:9,gbp:8": minor units per credit) and the
// purchase limits (CREDIT_PURCHASE_MIN/MAX credits). The price always comes from here, never from
// the client.

let parsed: Map<Currency, number> | undefined;

export function priceTable(): Map<Currency, number> {
  if (parsed) return parsed;
  const table = new Map<Currency, number>();
  for (const entry of config().CREDIT_PRICES.split(",")) {
    const [currency = "", price = ""] = entry.trim().split(":");
    if (!currencies.includes(currency as Currency) || !/^\d+$/.test(price) || Number(price) < 1) {
      throw new Error(
        `Invalid configuration: CREDIT_PRICES entry "${entry}" is not <currency>:<minor units>`,
      );
    }
    table.set(currency as Currency, Number(price));
  }
  parsed = table;
  return table;
}

/** The price of `credits` in `currency`, after checking the purchase limits. */
export function quote(credits: number, currency: Currency): { unitPrice: number; amount: number } {
  const settings = config();
  if (credits < settings.CREDIT_PURCHASE_MIN || credits > settings.CREDIT_PURCHASE_MAX) {
    const message = `must be between ${settings.CREDIT_PURCHASE_MIN} and ${settings.CREDIT_PURCHASE_MAX} credits`;
    throw new AppError("VALIDATION_ERROR", `Invalid request: body.amount: ${message}`, {
      details: {
        fields: [{ field: "body.amount", message }],
        min: settings.CREDIT_PURCHASE_MIN,
        max: settings.CREDIT_PURCHASE_MAX,
      },
    });
  }
  const unitPrice = priceTable().get(currency);
  if (unitPrice === undefined) {
    const message = "is not sold in this currency";
    throw new AppError("VALIDATION_ERROR", `Invalid request: body.currency: ${message}`, {
      details: { fields: [{ field: "body.currency", message }] },
    });
  }
  return { unitPrice, amount: unitPrice * credits };
}
