import { listProjects } from "../../../lib/codehost/projects";
import { listProjectsRoute } from "../../../lib/codehost/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(listProjectsRoute, ({ principal }) => listProjects(principal));
