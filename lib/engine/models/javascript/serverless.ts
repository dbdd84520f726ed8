import type { EntryPointModel, LanguageModel } from "../types";

/** The runtime calls an AWS Lambda function's exported `handler(event, context)` with the trigger's event. */
export const lambdaEntryPoints: EntryPointModel[] = [
  { kind: "function", name: "handler", fromParam: 0, count: 1, mark: "LambdaEvent" },
];

const HTTP_EVENT_TYPES =
  /^(APIGatewayProxyEvent(V2)?|APIGatewayProxyWithCognitoAuthorizerEvent|APIGatewayEvent|ALBEvent|LambdaFunctionURLEvent)$/;

/** What the client sends in an API Gateway, ALB or function URL event. */
const HTTP_EVENT_PARTS = [
  "body",
  "queryStringParameters",
  "multiValueQueryStringParameters",
  "pathParameters",
  "headers",
  "multiValueHeaders",
  "path",
  "rawPath",
  "rawQueryString",
  "cookies",
];

export const lambdaModel: Partial<LanguageModel> = {
  sources: [
    { paramAnnotations: ["LambdaEvent"], triggerWords: ["event"], label: "the Lambda event" },
    // A parameter typed as an HTTP event (aws-lambda's types), whatever the function is named.
    {
      members: HTTP_EVENT_PARTS.map((m) => `HttpLambdaEvent.${m}`),
      label: "the HTTP request",
    },
  ],
  requestParams: [
    {
      object: "HttpLambdaEvent",
      types: HTTP_EVENT_TYPES,
    },
  ],
  // An API Gateway response: its `body` is the page when its headers say HTML.
  returnSinks: [
    {
      paramMarks: /^LambdaEvent$/,
      paramTypes: HTTP_EVENT_TYPES,
      field: "body",
      contentType: /html/i,
      kind: "xss",
      label: "the HTML response",
    },
    // Its `Location` header is where the browser goes (a 301/302 answer).
    {
      paramMarks: /^LambdaEvent$/,
      paramTypes: HTTP_EVENT_TYPES,
      field: "headers.Location",
      kind: "redirect",
      label: "a redirect",
    },
  ],
};
