import { javaRemovals } from "../common/character-removal";
import { javaLookups } from "../common/lookups";
import { mergeModels } from "../merge";
import { javaArchivesModel } from "./archives";
import { javaHttpClientsModel } from "./http-clients";
import { jaxrsModel } from "./jaxrs";
import { jdkEntryPoints, jdkModel } from "./jdk";
import { javaJsonModel } from "./json";
import { jspwikiEntryPoints, jspwikiModel } from "./jspwiki";
import { jwtEntryPoints, jwtModel } from "./jwt";
import { javaLdapModel } from "./ldap";
import { javaLibrariesModel } from "./libraries";
import { javaMessagingEntryPoints, javaMessagingModel } from "./messaging";
import { myBatisModel } from "./mybatis";
import { servletModel } from "./servlet";
import { springEntryPoints, springModel } from "./spring";
import { javaTemplatesModel } from "./templates";
import { javaThirdPartyModel } from "./third-party";
import { javaViewsModel } from "./views";
import { javaWebFrameworksModel } from "./web-frameworks";

export const javaModel = mergeModels(
  jdkModel,
  servletModel,
  springModel,
  jaxrsModel,
  javaLibrariesModel,
  javaHttpClientsModel,
  javaLdapModel,
  javaJsonModel,
  myBatisModel,
  javaMessagingModel,
  javaWebFrameworksModel,
  javaTemplatesModel,
  javaThirdPartyModel,
  javaArchivesModel,
  javaViewsModel,
  jspwikiModel,
  jwtModel,
  javaLookups,
  javaRemovals,
);

export const javaEntryPoints = [
  ...javaMessagingEntryPoints,
  ...springEntryPoints,
  ...jdkEntryPoints,
  ...jspwikiEntryPoints,
  ...jwtEntryPoints,
];
