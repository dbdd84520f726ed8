import { mergeModels } from "../merge";
import { phpCoreModel } from "./core";
import { laravelModel } from "./laravel";
import { symfonyModel } from "./symfony";

export const phpModel = mergeModels(phpCoreModel, laravelModel, symfonyModel);
