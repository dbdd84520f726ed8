import type { AnyRoute } from "../http/route";
import { healthRoute, openApiRoute } from "../system/routes";

/** Every documented HTTP route. A guard test checks this list against serverless.yml. */
export const documentedRoutes: AnyRoute[] = [healthRoute, openApiRoute];
