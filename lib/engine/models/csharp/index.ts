import { mergeModels } from "../merge";
import { aspnetModel } from "./aspnet";
import { dotnetModel } from "./dotnet";

export const csharpModel = mergeModels(dotnetModel, aspnetModel);
