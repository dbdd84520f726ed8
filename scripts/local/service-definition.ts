import { execFile } from "node:child_process";
import { promisify } from "node:util";

// The local stack reads serverless.yml through the framework itself (`serverless print`), so the
// resources it creates and the functions it wires are exactly the declared ones.

const run = promisify(execFile);

export type Intrinsic = { "Fn::GetAtt": [string, string] } | { Ref: string } | string;

export interface CloudResource {
  Type: string;
  Properties: Record<string, unknown>;
}

export interface FunctionEvent {
  httpApi?: { method: string; path: string } | string;
  sqs?: { arn: Intrinsic; batchSize?: number; functionResponseType?: string };
  schedule?: { rate: string[] | string; enabled?: boolean } | string;
}

export interface FunctionDefinition {
  handler: string;
  name?: string;
  timeout?: number;
  events?: FunctionEvent[];
}

export interface ServiceDefinition {
  service: string;
  provider: { stage: string; environment: Record<string, string>; timeout?: number };
  functions: Record<string, FunctionDefinition>;
  resources: { Resources: Record<string, CloudResource> };
}

export async function readServiceDefinition(stage: string, env: NodeJS.ProcessEnv = process.env) {
  const { stdout } = await run(
    "npx",
    ["--no-install", "serverless", "print", "--stage", stage, "--format", "json"],
    {
      env,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const start = stdout.indexOf("{");
  return JSON.parse(stdout.slice(start)) as ServiceDefinition;
}

/** A function's name once deployed: its own `name`, else the framework's `<service>-<stage>-<key>`. */
export function deployedName(definition: ServiceDefinition, stage: string, key: string): string {
  return definition.functions[key]?.name ?? `${definition.service}-${stage}-${key}`;
}

/** Resolves `{ "Fn::GetAtt": [LogicalId, "Arn"] }` of a declared queue to its name. */
export function queueNameOf(definition: ServiceDefinition, arn: Intrinsic): string {
  const logicalId = typeof arn === "object" && "Fn::GetAtt" in arn ? arn["Fn::GetAtt"][0] : undefined;
  const resource = logicalId ? definition.resources.Resources[logicalId] : undefined;
  const name = resource?.Properties.QueueName;
  if (typeof name !== "string") throw new Error(`Cannot resolve queue for ${JSON.stringify(arn)}`);
  return name;
}
