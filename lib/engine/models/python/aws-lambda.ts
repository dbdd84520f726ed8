import type { EntryPointModel, LanguageModel, ValueFacts } from "../types";

/** An AWS Lambda handler (`def handler(event, context)`) receives the triggering request as `event`. */
export const awsLambdaEntryPoints: EntryPointModel[] = [
  { kind: "signature", params: [/^event$/, /^context$/], fromParam: 0, count: 1, mark: "LambdaEvent" },
];

/** A proxy response declared as a page (`"headers": {"Content-Type": "text/html"}`); API Gateway's default is JSON. */
function htmlResponse(returned: ValueFacts): boolean {
  const headers = returned.key("headers");
  const type = headers?.key("Content-Type")?.constant ?? headers?.key("content-type")?.constant;
  return typeof type === "string" && /html/i.test(type);
}

export const awsLambdaModel: Partial<LanguageModel> = {
  sources: [{ paramAnnotations: ["LambdaEvent"], label: "the Lambda event" }],
  // The handler's returned `body` is the HTTP response an API Gateway or function URL sends.
  returnSinks: [
    {
      decorators: /^LambdaEvent$/,
      field: "body",
      when: htmlResponse,
      kind: "xss",
      label: "the HTML response",
    },
  ],
};
