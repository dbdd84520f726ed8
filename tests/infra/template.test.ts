import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

// `serverless package` must work with no AWS account; the CloudFormation it produces is checked here.

const run = promisify(execFile);

type Resource = { Type: string; Properties: Record<string, unknown> };
let resources: Record<string, Resource>;
let functions: Record<string, Resource>;
let packageDir: string;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

beforeAll(async () => {
  packageDir = mkdtempSync(join(tmpdir(), "sls-package-"));
  await run("npx", ["--no-install", "serverless", "package", "--stage", "ci", "--package", packageDir], {
    env: {
      ...process.env,
      AWS_ACCESS_KEY_ID: "",
      AWS_SECRET_ACCESS_KEY: "",
      SLS_TELEMETRY_DISABLED: "1",
      ESBUILD_WORK_FOLDER: ".esbuild-package",
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  const template = JSON.parse(
    readFileSync(join(packageDir, "cloudformation-template-update-stack.json"), "utf8"),
  );
  resources = template.Resources;
  functions = Object.fromEntries(ofType("AWS::Lambda::Function"));
}, 180_000);

describe("the CloudFormation template", () => {
  it("declares the single table: on demand, generic keys, GSIs, TTL, PITR, encryption", () => {
    const tables = ofType("AWS::DynamoDB::Table");
    expect(tables).toHaveLength(1);
    const [, table] = tables[0] as [string, Resource];
    const p = table.Properties as Record<string, any>;
    expect(p.BillingMode).toBe("PAY_PER_REQUEST");
    expect(p.KeySchema).toEqual([
      { AttributeName: "pk", KeyType: "HASH" },
      { AttributeName: "sk", KeyType: "RANGE" },
    ]);
    expect(p.GlobalSecondaryIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual([
      "gsi1",
      "gsi2",
    ]);
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: "ttl", Enabled: true });
    expect(p.PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled).toBe(true);
    expect(p.SSESpecification.SSEEnabled).toBe(true);
  });

  it("gives every stage queue a dead-letter queue and a visibility timeout no shorter than its function's", () => {
    const queues = ofType("AWS::SQS::Queue");
    const stageQueues = queues.filter(([, q]) => q.Properties.RedrivePolicy);
    expect(stageQueues.map(([id]) => id).sort()).toEqual([
      "AnalyseQueue",
      "CodehostEventsQueue",
      "NoticesQueue",
      "PostprocessQueue",
      "PreprocessQueue",
    ]);
    const consumers = Object.values(resources).filter((r) => r.Type === "AWS::Lambda::EventSourceMapping");
    for (const [logicalId, queue] of stageQueues) {
      const redrive = queue.Properties.RedrivePolicy as {
        deadLetterTargetArn: { "Fn::GetAtt": string[] };
        maxReceiveCount: number;
      };
      expect(redrive.maxReceiveCount).toBeGreaterThanOrEqual(5);
      const dlq = resources[redrive.deadLetterTargetArn["Fn::GetAtt"][0] as string];
      expect(dlq?.Type).toBe("AWS::SQS::Queue");
      expect(Number(dlq?.Properties.MessageRetentionPeriod)).toBeGreaterThan(
        Number(queue.Properties.MessageRetentionPeriod),
      );
      for (const mapping of consumers) {
        const source = (mapping.Properties.EventSourceArn as { "Fn::GetAtt": string[] })["Fn::GetAtt"][0];
        if (source !== logicalId) continue;
        const fnId = (mapping.Properties.FunctionName as { "Fn::GetAtt": string[] })[
          "Fn::GetAtt"
        ][0] as string;
        const timeout = Number(functions[fnId]?.Properties.Timeout);
        // AWS refuses the trigger otherwise; the function's heartbeat keeps messages hidden for less.
        expect(Number(queue.Properties.VisibilityTimeout)).toBeGreaterThanOrEqual(timeout);
        expect(mapping.Properties.FunctionResponseTypes).toContain("ReportBatchItemFailures");
      }
    }
  });

  it("alarms when any dead-letter queue holds a message", () => {
    const watched = ofType("AWS::CloudWatch::Alarm").map(
      ([, alarm]) => (alarm.Properties.Dimensions as Array<{ Value: string }>)[0]?.Value,
    );
    const deadLetterNames = ofType("AWS::SQS::Queue")
      .filter(([, q]) => !q.Properties.RedrivePolicy)
      .map(([, q]) => q.Properties.QueueName);
    expect(watched.sort()).toEqual(deadLetterNames.sort());
  });

  it("keeps the bucket private, encrypted, TLS-only, with a lifecycle rule for uploaded sources", () => {
    // The framework adds its own deployment bucket; ours is the one named in serverless.yml.
    const logicalId = "FilesBucket";
    const bucket = resources[logicalId] as Resource;
    const p = bucket.Properties as Record<string, any>;
    expect(p.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(p.OwnershipControls.Rules[0].ObjectOwnership).toBe("BucketOwnerEnforced");
    expect(
      p.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm,
    ).toBe("AES256");
    const uploads = p.LifecycleConfiguration.Rules.find(
      (rule: { Prefix: string }) => rule.Prefix === "uploads/",
    );
    expect(uploads.Status).toBe("Enabled");
    expect(uploads.ExpirationInDays).toBeGreaterThan(0);
    const [, policy] = ofType("AWS::S3::BucketPolicy").find(
      ([, candidate]) => JSON.stringify(candidate.Properties.Bucket) === JSON.stringify({ Ref: logicalId }),
    ) as [string, Resource];
    const statement = (policy.Properties.PolicyDocument as { Statement: any[] }).Statement[0];
    expect(statement.Effect).toBe("Deny");
    expect(statement.Condition.Bool["aws:SecureTransport"]).toBe("false");
  });

  it("scopes the functions' IAM statements to exactly the declared resources", () => {
    const [, role] = ofType("AWS::IAM::Role")[0] as [string, Resource];
    const statements = (role.Properties.Policies as any[]).flatMap(
      (policy) => policy.PolicyDocument.Statement,
    );
    const ours = statements.filter((s) =>
      [s.Action].flat().some((a: string) => /^(dynamodb|sqs|s3):/.test(a)),
    );
    expect(ours.length).toBeGreaterThan(0);
    const declared = new Set(Object.keys(resources));
    for (const statement of ours) {
      expect(statement.Effect).toBe("Allow");
      for (const resource of [statement.Resource].flat()) {
        expect(JSON.stringify(resource)).not.toBe('"*"');
        const refs = JSON.stringify(resource).match(/"Fn::GetAtt":\["(\w+)"/g) ?? [];
        expect(refs.length).toBeGreaterThan(0);
        for (const ref of refs) expect(declared.has(ref.split('"')[3] as string)).toBe(true);
      }
    }
  });

  it("builds one small bundle per function", () => {
    const zips = readdirSync(packageDir).filter((file) => file.endsWith(".zip"));
    expect(zips.length).toBe(Object.keys(functions).length);
    for (const zip of zips) expect(statSync(join(packageDir, zip)).size).toBeLessThan(20 * 1024 * 1024);
  });

  it("runs every function on Node.js 22", () => {
    for (const fn of Object.values(functions)) expect(fn.Properties.Runtime).toBe("nodejs22.x");
  });
});
