import { type RedeliveryRun, redeliverFailedDeliveries } from "../../lib/codehost/redelivery";
import { config } from "../../lib/config";
import { setLogLevel } from "../../lib/log";

setLogLevel(config().LOG_LEVEL);

export const handler = async (): Promise<RedeliveryRun> => redeliverFailedDeliveries();
