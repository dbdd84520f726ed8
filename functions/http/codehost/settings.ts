import { updateSettings } from "../../../lib/codehost/projects";
import { updateSettingsRoute } from "../../../lib/codehost/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(updateSettingsRoute, ({ principal, params, body }) =>
  updateSettings(principal, params.project_id, body),
);
