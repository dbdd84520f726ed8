import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tableName } from "../../../lib/db/client";
import { type NamedWrite, transactNamed } from "../../../lib/db/transaction";
import { getItem } from "../../helpers/table";

// Against DynamoDB Local: a cancelled transaction is answered by the names of the writes whose
// condition failed, whatever their position, and nothing of it is written.

const put = (pk: string, condition?: string): NamedWrite["write"] => ({
  Put: {
    TableName: tableName(),
    Item: { pk, sk: "TEST", value: 1 },
    ...(condition ? { ConditionExpression: condition } : {}),
  },
});

describe("transactNamed", () => {
  it("writes every item and says so", async () => {
    const a = `TEST#${randomUUID()}`;
    const b = `TEST#${randomUUID()}`;
    const outcome = await transactNamed([
      { name: "a", write: put(a) },
      { name: "b", write: put(b) },
    ]);
    expect(outcome).toEqual({ written: true });
    expect(await getItem({ pk: a, sk: "TEST" })).toBeDefined();
    expect(await getItem({ pk: b, sk: "TEST" })).toBeDefined();
  });

  it("names the writes whose condition failed, in any position, and writes none", async () => {
    const existing = `TEST#${randomUUID()}`;
    await transactNamed([{ name: "seed", write: put(existing) }]);
    const fresh = `TEST#${randomUUID()}`;
    for (const order of [
      ["fresh", "taken"],
      ["taken", "fresh"],
    ]) {
      const writes = order.map((name) => ({
        name,
        write: put(name === "fresh" ? fresh : existing, "attribute_not_exists(pk)"),
      }));
      expect(await transactNamed(writes)).toEqual({ written: false, failed: ["taken"], conflict: false });
      expect(await getItem({ pk: fresh, sk: "TEST" })).toBeUndefined();
    }
  });
});
