import { phpRemovals } from "../common/character-removal";
import { phpLookups } from "../common/lookups";
import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { cakephpModel } from "./cakephp";
import { codeigniterModel } from "./codeigniter";
import { phpCoreModel } from "./core";
import { phpEscapingModel } from "./escaping";
import { laravelEntryPoints, laravelModel } from "./laravel";
import { phpPackagesModel } from "./packages";
import { microframeworkEntryPoints, psr7Model } from "./psr7";
import { symfonyModel } from "./symfony";
import { wordpressEntryPoints, wordpressModel } from "./wordpress";
import { yiiModel } from "./yii";

export const phpModel = mergeModels(
  phpCoreModel,
  phpEscapingModel,
  laravelModel,
  symfonyModel,
  codeigniterModel,
  phpLookups,
  phpRemovals,
  wordpressModel,
  psr7Model,
  cakephpModel,
  yiiModel,
  phpPackagesModel,
);
export const phpEntryPoints: EntryPointModel[] = [
  ...laravelEntryPoints,
  ...microframeworkEntryPoints,
  ...wordpressEntryPoints,
];
