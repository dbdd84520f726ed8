import { mergeModels } from "../../dataflow/model-index";
import { libcModel } from "../c/libc";
import { cppStdModel } from "./stdlib";

export const cppModel = mergeModels(libcModel, cppStdModel);
