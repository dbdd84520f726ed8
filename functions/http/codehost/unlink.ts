import { unlinkProject } from "../../../lib/codehost/projects";
import { unlinkRoute } from "../../../lib/codehost/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(unlinkRoute, ({ principal, body }) =>
  unlinkProject(principal, body.project_id),
);
