import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";
import { config } from "../config";

let client: DynamoDBDocumentClient | undefined;

/** The document client for the service's single table; the endpoint comes from configuration only. */
export function db(): DynamoDBDocumentClient {
  if (client) return client;
  const settings = config();
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: settings.AWS_REGION,
      endpoint: settings.AWS_ENDPOINT_URL_DYNAMODB,
      // A call that hangs is cut off and retried by the SDK, well inside any function's timeout.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

/** A cheap read that proves the table answers; the key never exists. */
export async function pingTable(): Promise<void> {
  await db().send(new GetCommand({ TableName: tableName(), Key: { pk: "health", sk: "health" } }));
}
