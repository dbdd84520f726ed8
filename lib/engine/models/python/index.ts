import { mergeModels } from "../merge";
import { djangoModel } from "./django";
import { flaskModel } from "./flask";
import { pythonStdlibModel } from "./stdlib";

export const pythonModel = mergeModels(pythonStdlibModel, flaskModel, djangoModel);
