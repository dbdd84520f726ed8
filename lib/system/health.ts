import { config } from "../config";
import { pingTable } from "../db/client";
import { AppError } from "../http/errors";
import { describeError, log } from "../log";
import type { HealthResponse } from "./routes";

export async function checkHealth(): Promise<HealthResponse> {
  try {
    await pingTable();
  } catch (error) {
    log.warn("health check: table did not answer", describeError(error));
    throw new AppError("SERVICE_UNAVAILABLE", "The database is not answering");
  }
  return { status: "ok", version: config().APP_VERSION };
}
