import { linkRepository } from "../../../lib/codehost/projects";
import { linkRoute } from "../../../lib/codehost/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(linkRoute, ({ principal, body }) => linkRepository(principal, body));
