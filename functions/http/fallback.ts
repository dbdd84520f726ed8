import { httpHandler } from "../../lib/auth/http-handler";
import { answerUnknownRoute } from "../../lib/system/fallback";
import { fallbackRoute } from "../../lib/system/routes";

export const handler = httpHandler(fallbackRoute, async ({ event }) => answerUnknownRoute(event));
