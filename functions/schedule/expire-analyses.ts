import { expireOverdueAnalyses } from "../../lib/analysis/stages/failures";
import { config } from "../../lib/config";
import { setLogLevel } from "../../lib/log";

setLogLevel(config().LOG_LEVEL);

export const handler = async (): Promise<{ expired: number }> => ({ expired: await expireOverdueAnalyses() });
