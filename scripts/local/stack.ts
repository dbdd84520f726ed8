import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { publishConsole } from "../web/publish";
import { type CodeHostServerOptions, startCodeHostServer } from "./codehost-server";
import { startFunctionProcesses } from "./function-processes";
import { startLocalIdp } from "./idp-server";
import { type OfflineServer, startOffline } from "./offline";
import { startLocalPaymentGateway } from "./payment-gateway";
import { createDeclaredResources } from "./resources";
import { scheduledFunctions, startSchedules } from "./schedules";
import type { LocalSecrets } from "./secrets";
import { readServiceDefinition } from "./service-definition";
import { type RunningService, startDynamoDbLocal, startSqsAndS3 } from "./services";
import { queueFunctions, startSqsPoller } from "./sqs-poller";

export interface LocalStackOptions {
  stage: string;
  /** Where databases and state are kept; in memory when absent (tests). */
  stateDir?: string;
  dynamoPort: number;
  sqsPort: number;
  /** Starts serverless-offline, the queue-triggered functions' processes and the SQS poller when given. */
  http?: { port: number; lambdaPort: number };
  secrets: LocalSecrets;
  /**
   * The local code host: seeds its git repositories from `reposDir` (folders `<owner>/<repo>`) and
   * keeps them in `stateDir` (`<stateDir>/codehost` of the stack when absent).
   */
  codehost?: { port: number; reposDir: string; stateDir?: string };
  /** Local identity providers for idp-a (OpenID Connect) and idp-b, on these ports. */
  idp?: { aPort: number; bPort: number };
  /** The local payment gateway on this port; it sends its events to the HTTP API's webhook. */
  payments?: { port: number };
  /** Runs the schedule events of serverless.yml too (with `http`); tests call those functions themselves. */
  schedules?: boolean;
  /** Settings handed to the functions on top of the stack's own (e.g. relaxed limits in tests). */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

export interface LocalStack {
  /** The environment a function needs to talk to this stack, for in-process calls too. */
  env: Record<string, string>;
  baseUrl?: string;
  stop(): Promise<void>;
}

const region = "us-east-1";

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const stopping: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stopping.reverse()) await step().catch(() => undefined);
  };
  try {
    if (options.stateDir) mkdirSync(join(options.stateDir, "dynamodb"), { recursive: true });
    if (options.stateDir) mkdirSync(join(options.stateDir, "sqs-s3"), { recursive: true });
    const started = await Promise.allSettled([
      startDynamoDbLocal(options.dynamoPort, options.stateDir && join(options.stateDir, "dynamodb")),
      startSqsAndS3(options.sqsPort, options.stateDir && join(options.stateDir, "sqs-s3")),
    ]);
    for (const result of started) if (result.status === "fulfilled") stopping.push(result.value.stop);
    for (const result of started) if (result.status === "rejected") throw result.reason;
    const [dynamo, sqs] = started.map(
      (result) => (result as PromiseFulfilledResult<RunningService>).value,
    ) as [RunningService, RunningService];

    const codehost =
      options.codehost && (await startCodeHostServer(codeHostOptions(options, options.codehost)));
    if (codehost) stopping.push(codehost.stop);
    const idpA = options.idp && (await startLocalIdp(options.idp.aPort));
    if (idpA) stopping.push(idpA.stop);
    const idpB = options.idp && (await startLocalIdp(options.idp.bPort));
    if (idpB) stopping.push(idpB.stop);
    const payments =
      options.payments &&
      (await startLocalPaymentGateway({
        port: options.payments.port,
        secretKey: options.secrets.STRIPE_SECRET_KEY,
        webhookSecret: options.secrets.STRIPE_WEBHOOK_SECRET,
        webhookUrl: `http://127.0.0.1:${options.http?.port ?? 3000}/api/v1/payments/webhook`,
      }));
    if (payments) stopping.push(payments.stop);

    const env: Record<string, string> = {
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: "local",
      AWS_SECRET_ACCESS_KEY: "local",
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
      AWS_ENDPOINT_URL_SQS: sqs.url,
      AWS_ENDPOINT_URL_S3: sqs.url,
      ...(options.stateDir ? { LOCAL_STATE_DIR: options.stateDir } : {}),
      // Mail lands in <LOCAL_STATE_DIR>/mailbox instead of going out through SES.
      MAIL_TRANSPORT: "local",
      ...(codehost ? { CODEHOST_WEB_URL: codehost.webUrl, CODEHOST_API_URL: codehost.apiUrl } : {}),
      ...idpA?.settings("IDP_A", { oidc: true }),
      ...idpB?.settings("IDP_B", { oidc: false }),
      ...payments?.settings,
      ...options.secrets,
      ...(options.http ? servedAddresses(options.http.port) : {}),
      ...options.settings,
    };
    const definition = await readServiceDefinition(options.stage, { ...process.env, ...env });
    await createDeclaredResources(definition, { region, dynamodb: dynamo.url, sqs: sqs.url, s3: sqs.url });
    const functionEnv = { ...stringValues(definition.provider.environment), ...env };
    if (options.http && functionEnv.BUCKET_NAME) {
      const client = new S3Client({
        region,
        endpoint: sqs.url,
        forcePathStyle: true,
        credentials: { accessKeyId: "local", secretAccessKey: "local" },
      });
      await publishConsole(client, functionEnv.BUCKET_NAME);
    }

    let offline: OfflineServer | undefined;
    if (options.http) {
      offline = await startOffline({
        stage: options.stage,
        httpPort: options.http.port,
        lambdaPort: options.http.lambdaPort,
        env: { ...process.env, ...env },
        log: options.log,
      });
      stopping.push(offline.stop);
      const scheduled = options.schedules ? scheduledFunctions(definition, options.stage) : [];
      const functions = startFunctionProcesses({
        functions: [...queueFunctions(definition, options.stage), ...scheduled],
        buildDir: offline.buildDir,
        env: functionEnv,
        defaultTimeoutSeconds: definition.provider.timeout ?? 6,
        log: options.log,
      });
      stopping.push(functions.stop);
      const poller = startSqsPoller({
        definition,
        stage: options.stage,
        region,
        sqsEndpoint: sqs.url,
        invoke: functions.invoke,
        log: options.log,
      });
      stopping.push(poller.stop);
      const schedules = startSchedules(scheduled, functions.invoke, options.log);
      stopping.push(async () => schedules.stop());
    }
    return { env: functionEnv, baseUrl: offline?.baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function codeHostOptions(
  options: LocalStackOptions,
  codehost: NonNullable<LocalStackOptions["codehost"]>,
): CodeHostServerOptions {
  const stateDir = codehost.stateDir ?? (options.stateDir && join(options.stateDir, "codehost"));
  if (!stateDir) throw new Error("The local code host needs a folder for its repositories");
  return {
    port: codehost.port,
    reposDir: codehost.reposDir,
    stateDir,
    app: {
      id: options.secrets.CODEHOST_APP_ID,
      privateKeyPem: Buffer.from(options.secrets.CODEHOST_APP_PRIVATE_KEY, "base64").toString("utf8"),
    },
    // The code host delivers its webhooks to the service's webhook route.
    ...(options.http
      ? {
          webhook: {
            url: `http://localhost:${options.http.port}/api/v1/codehost/webhook`,
            secret: options.secrets.WEBHOOK_SECRET,
          },
        }
      : {}),
  };
}

/**
 * The public address (links in mails) and the browser origins the API is reached at on this
 * machine, both on its port: settings given to the stack replace them.
 */
function servedAddresses(port: number): Record<"PUBLIC_BASE_URL" | "CORS_ALLOWED_ORIGINS", string> {
  return {
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    CORS_ALLOWED_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
  };
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      typeof value === "string" && value !== "" ? [[key, value]] : [],
    ),
  );
}
