import { config } from "../../lib/config";
import { setLogLevel } from "../../lib/log";
import { reconcilePendingPurchases } from "../../lib/payments/purchases";

setLogLevel(config().LOG_LEVEL);

export const handler = async (): Promise<{ succeeded: number; failed: number }> =>
  reconcilePendingPurchases();
