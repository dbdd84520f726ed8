import { mergeModels } from "../merge";
import { rubyCoreModel } from "./core";
import { railsModel } from "./rails";

export const rubyModel = mergeModels(rubyCoreModel, railsModel);
