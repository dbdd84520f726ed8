import { mergeModels } from "../../dataflow/model-index";
import { rubyCoreModel } from "./core";
import { railsModel } from "./rails";

export const rubyModel = mergeModels(rubyCoreModel, railsModel);
