import { phpRemovals } from "../common/character-removal";
import { phpLookups } from "../common/lookups";
import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { codeigniterModel } from "./codeigniter";
import { phpCoreModel } from "./core";
import { phpEscapingModel } from "./escaping";
import { laravelEntryPoints, laravelModel } from "./laravel";
import { symfonyModel } from "./symfony";

export const phpModel = mergeModels(
  phpCoreModel,
  phpEscapingModel,
  laravelModel,
  symfonyModel,
  codeigniterModel,
  phpLookups,
  phpRemovals,
);
export const phpEntryPoints: EntryPointModel[] = [...laravelEntryPoints];
