import { httpHandler } from "../../lib/auth/http-handler";
import { openApiDocument } from "../../lib/openapi/document";
import { openApiRoute } from "../../lib/system/routes";

export const handler = httpHandler(openApiRoute, async () => openApiDocument());
