import { httpHandler } from "../../../lib/auth/http-handler";
import { listProjects } from "../../../lib/codehost/projects";
import { listProjectsRoute } from "../../../lib/codehost/routes";

export const handler = httpHandler(listProjectsRoute, ({ principal }) => listProjects(principal));
