import { createAnalysis } from "../../../lib/analysis/create";
import { createAnalysisRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(createAnalysisRoute, ({ principal, body, sourceIp, headers }) =>
  createAnalysis(principal, body, sourceIp, headers["idempotency-key"]),
);
