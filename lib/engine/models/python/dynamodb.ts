import type { LanguageModel } from "../types";

/**
 * boto3's DynamoDB `scan` and `query` (on a client or a `Table`): the legacy filter arguments are
 * conditions by attribute (`{"age": {"ComparisonOperator": "GT", ...}}`). Taken whole from input,
 * they choose what the query matches; a mapping written in place only binds its values.
 */
export const dynamodbModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ["*#scan", "*#query"],
      kind: "nosql",
      args: [],
      keywords: ["ScanFilter", "QueryFilter", "KeyConditions"],
      binds: true,
      label: "a DynamoDB filter",
    },
  ],
};
