import { mergeModels } from "../merge";
import { jdkModel } from "./jdk";
import { javaLibrariesModel } from "./libraries";
import { servletModel } from "./servlet";
import { springModel } from "./spring";

export const javaModel = mergeModels(jdkModel, servletModel, springModel, javaLibrariesModel);
