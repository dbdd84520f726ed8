import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { libcEntryPoints, libcModel } from "./libc";

export const cModel = mergeModels(libcModel);
export const cEntryPoints: EntryPointModel[] = [...libcEntryPoints];
