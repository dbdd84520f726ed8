import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { rubyCoreModel } from "./core";
import { railsModel } from "./rails";

/** An AWS Lambda handler (`def handler(event:, context:)`) receives the invoking event. */
export const rubyEntryPoints: EntryPointModel[] = [
  { kind: "function", paramNames: ["event", "context"], fromParam: 0, mark: "lambda-event" },
];

export const rubyModel = mergeModels(rubyCoreModel, railsModel, {
  sources: [{ paramAnnotations: ["lambda-event"], triggerWords: ["event"], label: "the Lambda event" }],
});
