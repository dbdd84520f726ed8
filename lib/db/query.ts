import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";

/**
 * Every item a Query matches, page after page (DynamoDB answers at most 1 MB at a time), so no
 * caller can forget `LastEvaluatedKey` and silently read only the first page.
 */
export async function* queryItems<T = Record<string, unknown>>(
  input: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey">,
): AsyncGenerator<T> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) yield item as T;
    start = page.LastEvaluatedKey;
  } while (start);
}
