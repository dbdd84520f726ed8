import { listAnalyses } from "../../../lib/analysis/list";
import { listAnalysesRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(listAnalysesRoute, ({ principal, query }) =>
  listAnalyses(principal, query),
);
