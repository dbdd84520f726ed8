import { mergeModels } from "../../dataflow/model-index";
import { aspnetModel } from "./aspnet";
import { dotnetModel } from "./dotnet";

export const csharpModel = mergeModels(dotnetModel, aspnetModel);
