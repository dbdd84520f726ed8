import { libcEntryPoints, libcModel } from "../c/libc";
import { cLibrariesModel } from "../c/libraries";
import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { cppFrameworksModel } from "./frameworks";
import { cppStdModel } from "./stdlib";

export const cppModel = mergeModels(libcModel, cLibrariesModel, cppStdModel, cppFrameworksModel);
export const cppEntryPoints: EntryPointModel[] = [...libcEntryPoints];
