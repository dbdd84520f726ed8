import { mergeModels } from "../merge";
import { browserModel } from "./browser";
import { expressModel } from "./express";
import { nodeModel } from "./node";

/** JavaScript and TypeScript share one model. */
export const javascriptModel = mergeModels(nodeModel, expressModel, browserModel);
