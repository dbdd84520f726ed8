import { httpHandler } from "../../../lib/auth/http-handler";
import { updateSettings } from "../../../lib/codehost/projects";
import { updateSettingsRoute } from "../../../lib/codehost/routes";

export const handler = httpHandler(updateSettingsRoute, ({ principal, params, body }) =>
  updateSettings(principal, params.project_id, body),
);
