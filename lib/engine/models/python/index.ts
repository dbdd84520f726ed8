import { mergeModels } from "../../dataflow/model-index";
import { djangoModel } from "./django";
import { flaskModel } from "./flask";
import { pythonStdlibModel } from "./stdlib";

export const pythonModel = mergeModels(pythonStdlibModel, flaskModel, djangoModel);
