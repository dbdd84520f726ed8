import { libcEntryPoints, libcModel } from "../c/libc";
import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { cppStdModel } from "./stdlib";

export const cppModel = mergeModels(libcModel, cppStdModel);
export const cppEntryPoints: EntryPointModel[] = [...libcEntryPoints];
