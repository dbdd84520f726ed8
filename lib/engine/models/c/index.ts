import { mergeModels } from "../../dataflow/model-index";
import { libcModel } from "./libc";

export const cModel = mergeModels(libcModel);
