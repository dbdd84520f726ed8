import { mergeModels } from "../../dataflow/model-index";
import type { ConstantMemberModel } from "../types";
import { aspnetModel } from "./aspnet";
import { dotnetConstantMembers, dotnetModel } from "./dotnet";

export const csharpModel = mergeModels(dotnetModel, aspnetModel);
export const csharpConstantMembers: ConstantMemberModel[] = [...dotnetConstantMembers];
