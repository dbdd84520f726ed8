import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tableName } from "../../../lib/db/client";
import { queryItems } from "../../../lib/db/query";

// Against DynamoDB Local: a Query answered in several pages still yields every item, in order.
describe("queryItems", () => {
  it("follows LastEvaluatedKey through every page", async () => {
    const pk = `TEST#${randomUUID()}`;
    for (let i = 0; i < 7; i += 1) {
      await db().send(new PutCommand({ TableName: tableName(), Item: { pk, sk: `ITEM#${i}`, i } }));
    }
    const seen: number[] = [];
    // Two items a page: four pages for seven items.
    for await (const item of queryItems<{ i: number }>({
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": pk },
      Limit: 2,
    })) {
      seen.push(item.i);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
