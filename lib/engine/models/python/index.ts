import { mergeModels } from "../merge";
import type { ConstantMemberModel } from "../types";
import { djangoModel } from "./django";
import { flaskModel } from "./flask";
import { pycryptodomeConstantMembers } from "./pycryptodome";
import { pythonStdlibModel } from "./stdlib";

export const pythonModel = mergeModels(pythonStdlibModel, flaskModel, djangoModel);
export const pythonConstantMembers: ConstantMemberModel[] = [...pycryptodomeConstantMembers];
