import { httpHandler } from "../../../lib/auth/http-handler";
import { linkRepository } from "../../../lib/codehost/projects";
import { linkRoute } from "../../../lib/codehost/routes";

export const handler = httpHandler(linkRoute, ({ principal, body }) => linkRepository(principal, body));
