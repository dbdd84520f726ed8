import { priceTable } from "../../../lib/analysis/pricing";
import { getPricesRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(getPricesRoute, async () => {
  const table = priceTable();
  return { size_tiers_bytes: table.tiers, prices: table.prices };
});
