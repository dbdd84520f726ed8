import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { codeigniterModel } from "./codeigniter";
import { phpCoreModel } from "./core";
import { phpEscapingModel } from "./escaping";
import { laravelEntryPoints, laravelModel } from "./laravel";
import { symfonyModel } from "./symfony";
import { wordpressModel } from "./wordpress";

export const phpModel = mergeModels(
  phpCoreModel,
  phpEscapingModel,
  laravelModel,
  symfonyModel,
  codeigniterModel,
  wordpressModel,
);
export const phpEntryPoints: EntryPointModel[] = [...laravelEntryPoints];
