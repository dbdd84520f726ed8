import { mergeModels } from "../../dataflow/model-index";
import { phpCoreModel } from "./core";
import { laravelModel } from "./laravel";
import { symfonyModel } from "./symfony";

export const phpModel = mergeModels(phpCoreModel, laravelModel, symfonyModel);
