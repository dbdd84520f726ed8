import type { LanguageModel } from "../types";

const METHODS = [
  "query",
  "scan",
  "get",
  "put",
  "update",
  "delete",
  "batchGet",
  "batchWrite",
  "transactWrite",
];
const COMMANDS = [
  "Query",
  "Scan",
  "GetItem",
  "PutItem",
  "UpdateItem",
  "DeleteItem",
  "Get",
  "Put",
  "Update",
  "Delete",
];

/**
 * DynamoDB: a request's parameters taken whole from input let it name the table, the index and
 * the conditions it reads. A parameter object written out (`{ TableName, Key: { id } }`) keeps the
 * request the code meant, whatever values input gives it.
 */
export const dynamodbModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: [...METHODS.map((m) => `DocumentClient#${m}`), ...COMMANDS.map((c) => `new ${c}Command`)],
      kind: "nosql",
      args: [0],
      when: (c) => !c.arg(0)?.isMap,
      label: "a DynamoDB request",
    },
  ],
  returnTypes: { "DynamoDBDocumentClient#from": "DocumentClient", "DynamoDBDocument#from": "DocumentClient" },
  typeHints: { DocumentClient: /^(documentClient|docClient|ddbDocClient|dynamoDb|dynamodb|ddb)$/i },
};
