import type { EntryPointModel, LanguageModel } from "../types";

/** An AWS Lambda handler (`def handler(event, context)`) receives the triggering request as `event`. */
export const awsLambdaEntryPoints: EntryPointModel[] = [
  { kind: "signature", params: [/^event$/, /^context$/], fromParam: 0, count: 1, mark: "LambdaEvent" },
];

export const awsLambdaModel: Partial<LanguageModel> = {
  sources: [{ paramAnnotations: ["LambdaEvent"], label: "the Lambda event" }],
};
