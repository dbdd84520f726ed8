import { libcModel } from "../c/libc";
import { mergeModels } from "../merge";
import { cppStdModel } from "./stdlib";

export const cppModel = mergeModels(libcModel, cppStdModel);
