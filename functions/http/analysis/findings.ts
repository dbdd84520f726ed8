import { findingsPage } from "../../../lib/analysis/findings";
import { listFindingsRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(listFindingsRoute, ({ principal, params, query }) =>
  findingsPage(principal, params.analysis_id, query),
);
