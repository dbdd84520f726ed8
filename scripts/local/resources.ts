import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  type KeySchemaElement,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import type { CloudResource, ServiceDefinition } from "./service-definition";

export interface Endpoints {
  region: string;
  dynamodb: string;
  sqs: string;
  s3: string;
}

const credentials = { accessKeyId: "local", secretAccessKey: "local" };

/** Creates the declared table, queues (dead-letter queues first) and bucket; existing ones are kept. */
export async function createDeclaredResources(
  definition: ServiceDefinition,
  endpoints: Endpoints,
): Promise<void> {
  const resources = Object.entries(definition.resources.Resources);
  const dynamo = new DynamoDBClient({ region: endpoints.region, endpoint: endpoints.dynamodb, credentials });
  const sqs = new SQSClient({ region: endpoints.region, endpoint: endpoints.sqs, credentials });
  const s3 = new S3Client({
    region: endpoints.region,
    endpoint: endpoints.s3,
    credentials,
    forcePathStyle: true,
  });

  for (const [, resource] of resources.filter(([, r]) => r.Type === "AWS::DynamoDB::Table")) {
    await createTable(dynamo, resource);
  }
  const queues = resources.filter(([, r]) => r.Type === "AWS::SQS::Queue");
  const arns = new Map<string, string>();
  const pending = [...queues];
  // A queue's redrive target must exist first; declared order does not matter.
  while (pending.length > 0) {
    const index = pending.findIndex(([, r]) => {
      const target = redriveTarget(r);
      return !target || arns.has(target);
    });
    if (index < 0) throw new Error("Unresolvable dead-letter queue references in serverless.yml");
    const [[logicalId, resource]] = pending.splice(index, 1) as [[string, CloudResource]];
    arns.set(logicalId, await createQueue(sqs, resource, arns));
  }
  for (const [, resource] of resources.filter(([, r]) => r.Type === "AWS::S3::Bucket")) {
    const bucket = String(resource.Properties.BucketName);
    const exists = await s3.send(new HeadBucketCommand({ Bucket: bucket })).then(
      () => true,
      () => false,
    );
    if (!exists) await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  dynamo.destroy();
  sqs.destroy();
  s3.destroy();
}

async function createTable(client: DynamoDBClient, resource: CloudResource): Promise<void> {
  const props = resource.Properties as {
    TableName: string;
    AttributeDefinitions: AttributeDefinition[];
    KeySchema: KeySchemaElement[];
    GlobalSecondaryIndexes?: GlobalSecondaryIndex[];
    TimeToLiveSpecification?: { AttributeName: string; Enabled: boolean };
  };
  const exists = await client.send(new DescribeTableCommand({ TableName: props.TableName })).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await client.send(
    new CreateTableCommand({
      TableName: props.TableName,
      BillingMode: "PAY_PER_REQUEST",
      AttributeDefinitions: props.AttributeDefinitions,
      KeySchema: props.KeySchema,
      GlobalSecondaryIndexes: props.GlobalSecondaryIndexes,
    }),
  );
  if (props.TimeToLiveSpecification) {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: props.TableName,
        TimeToLiveSpecification: props.TimeToLiveSpecification,
      }),
    );
  }
}

function redriveTarget(resource: CloudResource): string | undefined {
  const policy = resource.Properties.RedrivePolicy as
    | { deadLetterTargetArn?: { "Fn::GetAtt": [string, string] } }
    | undefined;
  return policy?.deadLetterTargetArn?.["Fn::GetAtt"][0];
}

async function createQueue(
  client: SQSClient,
  resource: CloudResource,
  arns: Map<string, string>,
): Promise<string> {
  const props = resource.Properties as {
    QueueName: string;
    VisibilityTimeout?: number;
    MessageRetentionPeriod?: number;
    RedrivePolicy?: { maxReceiveCount: number };
  };
  const attributes: Record<string, string> = {};
  if (props.VisibilityTimeout !== undefined) attributes.VisibilityTimeout = String(props.VisibilityTimeout);
  if (props.MessageRetentionPeriod !== undefined)
    attributes.MessageRetentionPeriod = String(props.MessageRetentionPeriod);
  const target = redriveTarget(resource);
  if (target && props.RedrivePolicy) {
    attributes.RedrivePolicy = JSON.stringify({
      deadLetterTargetArn: arns.get(target),
      maxReceiveCount: props.RedrivePolicy.maxReceiveCount,
    });
  }
  const { QueueUrl } = await client.send(
    new CreateQueueCommand({ QueueName: props.QueueName, Attributes: attributes }),
  );
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ["QueueArn"] }),
  );
  const arn = Attributes?.QueueArn;
  if (!arn) throw new Error(`Queue ${props.QueueName} has no ARN`);
  return arn;
}
