import { mergeModels } from "../../dataflow/model-index";
import { jdkModel } from "./jdk";
import { servletModel } from "./servlet";
import { springModel } from "./spring";

export const javaModel = mergeModels(jdkModel, servletModel, springModel);
