import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { rubyCoreModel } from "./core";
import { railsModel } from "./rails";
import { sequelModel } from "./sequel";

/** An AWS Lambda handler (`def handler(event:, context:)`) receives the invoking event. */
export const rubyEntryPoints: EntryPointModel[] = [
  { kind: "signature", params: [/^event$/, /^context$/], exact: true, fromParam: 0, mark: "LambdaEvent" },
];

export const rubyModel = mergeModels(rubyCoreModel, railsModel, sequelModel, {
  sources: [{ paramAnnotations: ["LambdaEvent"], triggerWords: ["event"], label: "the Lambda event" }],
});
