import { mergeModels } from "../merge";
import { libcModel } from "./libc";

export const cModel = mergeModels(libcModel);
