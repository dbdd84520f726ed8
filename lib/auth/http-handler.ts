import { createHttpHandler } from "../http/handler";
import { authorize } from "./authorize";

/** The service's HTTP handler factory: the plumbing's middleware stack with the service's authorizer. */
export const httpHandler = createHttpHandler(authorize);
