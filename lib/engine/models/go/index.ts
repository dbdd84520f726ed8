import { mergeModels } from "../../dataflow/model-index";
import { goStdlibModel } from "./stdlib";
import { goWebModel } from "./web";

export const goModel = mergeModels(goStdlibModel, goWebModel);
