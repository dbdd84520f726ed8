import { httpHandler } from "../../../lib/auth/http-handler";
import { unlinkProject } from "../../../lib/codehost/projects";
import { unlinkRoute } from "../../../lib/codehost/routes";

export const handler = httpHandler(unlinkRoute, ({ principal, body }) =>
  unlinkProject(principal, body.project_id),
);
