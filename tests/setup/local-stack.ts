import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
    /** Holds the local mailbox (`mailbox/`) and every function log line (`functions.log`). */
    stateDir: string;
    /** The local code host's repositories (`<owner>/<repo>` folders); tests may add their own. */
    codehostRepos: string;
    codehostWebUrl: string;
  }
}

/** Settings the tests need different from production defaults. */
export const testSettings: Record<string, string> = {
  // Info and up, into functions.log: a test greps it for secrets that must never be logged.
  LOG_LEVEL: "info",
  CORS_ALLOWED_ORIGINS: "https://app.example.test",
  // No rebuilds while tests run: a rebuild restarts functions mid-request (see serverless.yml).
  ESBUILD_WATCH_PATTERN: ".no-rebuild-while-testing",
  // Completion notices to test receivers on loopback, retried after a second rather than half a minute.
  NOTICES_ALLOW_LOOPBACK_HTTP: "true",
  NOTICE_RETRY_BASE_SECONDS: "1",
};

export default async function setup(project: TestProject) {
  const [dynamoPort, sqsPort, httpPort, lambdaPort, codehostPort, idpAPort, idpBPort, paymentsPort] =
    await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
  const stateDir = mkdtempSync(join(tmpdir(), "code-security-test-"));
  const logFile = join(stateDir, "functions.log");
  const codehostRepos = join(stateDir, "codehost-repos");
  cpSync("scripts/local/codehost-repos", codehostRepos, { recursive: true });
  const stack = await startLocalStack({
    stage: "test",
    dynamoPort,
    sqsPort,
    http: { port: httpPort, lambdaPort },
    codehost: { port: codehostPort, reposDir: codehostRepos, stateDir: join(stateDir, "codehost") },
    idp: { aPort: idpAPort, bPort: idpBPort },
    payments: { port: paymentsPort },
    secrets: generateSecrets(),
    settings: { ...testSettings, PUBLIC_BASE_URL: `http://localhost:${httpPort}`, LOCAL_STATE_DIR: stateDir },
    log: (line) => appendFileSync(logFile, `${line}\n`),
  });
  // Test files call handlers in-process too: they need the same settings as the functions.
  Object.assign(process.env, stack.env);
  project.provide("baseUrl", stack.baseUrl ?? "");
  project.provide("stackEnv", stack.env);
  project.provide("stateDir", stateDir);
  project.provide("codehostRepos", codehostRepos);
  project.provide("codehostWebUrl", stack.env.CODEHOST_WEB_URL ?? "");
  return async () => {
    await stack.stop();
    // KEEP_TEST_STATE=1 keeps the mailbox and function logs of a run for a look afterwards.
    if (process.env.KEEP_TEST_STATE !== "1") rmSync(stateDir, { recursive: true, force: true });
  };
}
