import { createUploadRoute } from "../../../lib/analysis/routes";
import { createUpload } from "../../../lib/analysis/uploads";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(createUploadRoute, ({ principal, body }) =>
  createUpload(principal, body.filename),
);
