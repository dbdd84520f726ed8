import { randomUUID } from "node:crypto";
import type { APIGatewayProxyEventV2, Context } from "aws-lambda";

/** A real API Gateway HTTP API (payload 2.0) event, as Lambda receives it. */
export function httpEvent(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  sourceIp?: string;
  cookies?: string[];
}): APIGatewayProxyEventV2 {
  const method = options.method ?? "GET";
  const query = options.query ?? {};
  return {
    version: "2.0",
    routeKey: `${method} ${options.path}`,
    rawPath: options.path,
    rawQueryString: new URLSearchParams(query).toString(),
    cookies: options.cookies,
    headers: { host: "api.example.test", ...options.headers },
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: options.pathParameters,
    body: options.body,
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      accountId: "000000000000",
      apiId: "local",
      domainName: "api.example.test",
      domainPrefix: "api",
      http: {
        method,
        path: options.path,
        protocol: "HTTP/1.1",
        sourceIp: options.sourceIp ?? "203.0.113.10",
        userAgent: "integration-test",
      },
      requestId: randomUUID(),
      routeKey: `${method} ${options.path}`,
      stage: "$default",
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}

export function lambdaContext(): Context {
  return {
    awsRequestId: randomUUID(),
    callbackWaitsForEmptyEventLoop: false,
    functionName: "test",
    functionVersion: "$LATEST",
    invokedFunctionArn: "arn:aws:lambda:us-east-1:000000000000:function:test",
    logGroupName: "/aws/lambda/test",
    logStreamName: "test",
    memoryLimitInMB: "1024",
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface InvokeResult {
  statusCode: number;
  headers: Record<string, string>;
  cookies?: string[];
  body: string;
  json: () => unknown;
}

/** Calls a handler as Lambda would and returns its structured response. */
export async function invoke(handler: unknown, event: APIGatewayProxyEventV2): Promise<InvokeResult> {
  const response = (await (handler as Handler)(event, lambdaContext())) as {
    statusCode: number;
    headers?: Record<string, string>;
    cookies?: string[];
    body?: string;
  };
  return {
    statusCode: response.statusCode,
    headers: Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    ),
    cookies: response.cookies,
    body: response.body ?? "",
    json: () => JSON.parse(response.body ?? ""),
  };
}
