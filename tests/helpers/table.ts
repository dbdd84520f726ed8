import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../lib/db/client";

// Direct reads and writes on the local table, for checks the API does not show and for moving
// stored times into the past (windows are judged by stored timestamps, so this is "waiting").

export async function getItem(key: { pk: string; sk: string }) {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
}

export async function setAttributes(key: { pk: string; sk: string }, values: Record<string, unknown>) {
  const names = Object.keys(values);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(", ")}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, values[name]])),
    }),
  );
}

export async function itemsOwnedBy(userId: string) {
  const partition = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": `USER#${userId}` },
      ConsistentRead: true,
    }),
  );
  const indexed = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :pk",
      ExpressionAttributeValues: { ":pk": `USER#${userId}` },
    }),
  );
  return [...(partition.Items ?? []), ...(indexed.Items ?? [])];
}
