import type { TestProject } from "vitest/node";
import { generateSecrets } from "../../scripts/local/secrets";
import { freePort } from "../../scripts/local/services";
import { startLocalStack } from "../../scripts/local/stack";

// One local stack for the integration and end-to-end tests: DynamoDB Local and fauxqs in memory on
// free loopback ports, the declared resources, and serverless-offline with the SQS poller.

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    stackEnv: Record<string, string>;
  }
}

/** Settings the tests need different from production defaults. */
export const testSettings: Record<string, string> = {
  LOG_LEVEL: "warn",
  CORS_ALLOWED_ORIGINS: "https://app.example.test",
};

export default async function setup(project: TestProject) {
  const [dynamoPort, sqsPort, httpPort, lambdaPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const logs: string[] = [];
  const stack = await startLocalStack({
    stage: "test",
    dynamoPort,
    sqsPort,
    http: { port: httpPort, lambdaPort },
    secrets: generateSecrets(),
    settings: { ...testSettings, PUBLIC_BASE_URL: `http://localhost:${httpPort}` },
    log: (line) => logs.push(line),
  });
  // Test files call handlers in-process too: they need the same settings as the functions.
  Object.assign(process.env, stack.env);
  project.provide("baseUrl", stack.baseUrl ?? "");
  project.provide("stackEnv", stack.env);
  return async () => {
    await stack.stop();
  };
}
