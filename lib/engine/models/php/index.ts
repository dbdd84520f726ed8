import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { phpCoreModel } from "./core";
import { phpEscapingModel } from "./escaping";
import { laravelEntryPoints, laravelModel } from "./laravel";
import { symfonyModel } from "./symfony";

export const phpModel = mergeModels(phpCoreModel, phpEscapingModel, laravelModel, symfonyModel);
export const phpEntryPoints: EntryPointModel[] = [...laravelEntryPoints];
