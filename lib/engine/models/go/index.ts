import { mergeModels } from "../merge";
import { goStdlibModel } from "./stdlib";
import { goWebModel } from "./web";

export const goModel = mergeModels(goStdlibModel, goWebModel);
