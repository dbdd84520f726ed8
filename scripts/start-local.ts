import { resolve } from "node:path";
import { loadOrCreateSecrets } from "./local/secrets";
import { assertPortFree, StackError } from "./local/services";
import { startLocalStack } from "./local/stack";

// `npm start`: the whole service on this machine, against real DynamoDB, SQS and S3 servers.

const port = Number(process.env.PORT ?? 3000);
const lambdaPort = Number(process.env.LAMBDA_PORT ?? 3002);
const dynamoPort = Number(process.env.DYNAMODB_PORT ?? 8000);
const sqsPort = Number(process.env.SQS_S3_PORT ?? 4566);
const codehostPort = Number(process.env.CODEHOST_PORT ?? 3005);
const idpAPort = Number(process.env.IDP_A_PORT ?? 8081);
const idpBPort = Number(process.env.IDP_B_PORT ?? 8082);
const paymentsPort = Number(process.env.PAYMENTS_PORT ?? 12111);
const codehostRepos = resolve(process.env.LOCAL_CODEHOST_REPOS ?? "scripts/local/codehost-repos");
const stateDir = resolve(process.env.LOCAL_STATE_DIR ?? ".local");
const verbose = process.env.VERBOSE === "1";

async function main(): Promise<void> {
  const started = Date.now();
  await assertPortFree(port, "the HTTP API", "PORT");
  await assertPortFree(lambdaPort, "the local Lambda endpoint", "LAMBDA_PORT");
  await assertPortFree(dynamoPort, "DynamoDB Local", "DYNAMODB_PORT");
  await assertPortFree(sqsPort, "the SQS and S3 stand-in", "SQS_S3_PORT");
  await assertPortFree(codehostPort, "the local code host", "CODEHOST_PORT");
  await assertPortFree(idpAPort, "the local identity provider idp-a", "IDP_A_PORT");
  await assertPortFree(idpBPort, "the local identity provider idp-b", "IDP_B_PORT");
  await assertPortFree(paymentsPort, "the local payment gateway", "PAYMENTS_PORT");

  const stack = await startLocalStack({
    stage: "local",
    stateDir,
    dynamoPort,
    sqsPort,
    http: { port, lambdaPort },
    codehost: { port: codehostPort, reposDir: codehostRepos },
    idp: { aPort: idpAPort, bPort: idpBPort },
    payments: { port: paymentsPort },
    schedules: true,
    secrets: loadOrCreateSecrets(stateDir),
    settings: {
      // When unset, the stack derives both from PORT.
      ...(process.env.PUBLIC_BASE_URL ? { PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL } : {}),
      ...(process.env.CORS_ALLOWED_ORIGINS ? { CORS_ALLOWED_ORIGINS: process.env.CORS_ALLOWED_ORIGINS } : {}),
      // Local development: completion notices may go to a receiver on this machine over http.
      NOTICES_ALLOW_LOOPBACK_HTTP: "true",
    },
    log: (line) => {
      // Function logs are JSON lines; the framework's own chatter is shown only when asked for.
      if (verbose || line.startsWith("{")) console.log(line);
    },
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping the local stack…");
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Ready in ${seconds} s: ${stack.baseUrl} (state in ${stateDir}; Ctrl-C to stop)`);
  // The repositories to link and their installation ids are listed on the local code host's page.
  if (stack.env.CODEHOST_WEB_URL) console.log(`Local code host: ${stack.env.CODEHOST_WEB_URL}/`);
}

main().catch((error: unknown) => {
  if (error instanceof StackError) console.error(error.message);
  else console.error(`The local stack could not start: ${(error as Error).message}`);
  process.exit(1);
});
