import type { EntryPointModel, LanguageModel } from "../types";

/** The runtime calls an AWS Lambda function's exported `handler(event, context)` with the trigger's event. */
export const lambdaEntryPoints: EntryPointModel[] = [
  { kind: "function", name: "handler", fromParam: 0, count: 1, mark: "LambdaEvent" },
];

export const lambdaModel: Partial<LanguageModel> = {
  sources: [{ paramAnnotations: ["LambdaEvent"], triggerWords: ["event"], label: "the Lambda event" }],
  // An API Gateway response: its `body` is the page when its headers say HTML.
  returnSinks: [
    {
      paramMarks: /^LambdaEvent$/,
      field: "body",
      contentType: /html/i,
      kind: "xss",
      label: "the HTML response",
    },
    // Its `Location` header is where the browser goes (a 301/302 answer).
    { paramMarks: /^LambdaEvent$/, field: "headers.Location", kind: "redirect", label: "a redirect" },
  ],
};
