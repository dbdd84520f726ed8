import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { libcEntryPoints, libcModel } from "./libc";
import { cLibrariesModel } from "./libraries";

export const cModel = mergeModels(libcModel, cLibrariesModel);
export const cEntryPoints: EntryPointModel[] = [...libcEntryPoints];
