import { pythonRemovals } from "../common/character-removal";
import { pythonEscapes } from "../common/escapes";
import { pythonLookups } from "../common/lookups";
import { mergeModels } from "../merge";
import type { ConstantMemberModel, EntryPointModel } from "../types";
import { aiohttpModel } from "./aiohttp";
import { archivesModel } from "./archives";
import { awsLambdaEntryPoints, awsLambdaModel } from "./aws-lambda";
import { bottleModel } from "./bottle";
import { databasesModel } from "./databases";
import { deserializationModel } from "./deserialization";
import { digestsModel } from "./digests";
import { djangoEntryPoints, djangoModel } from "./django";
import { dynamodbModel } from "./dynamodb";
import { falconEntryPoints, falconModel } from "./falcon";
import { fastapiModel } from "./fastapi";
import { flaskEntryPoints, flaskModel } from "./flask";
import { graphqlEntryPoints, graphqlModel } from "./graphql";
import { httpClientsModel } from "./http-clients";
import { lxmlModel } from "./lxml";
import { pandasModel } from "./pandas";
import { pathlibModel } from "./pathlib";
import { pillowModel } from "./pillow";
import { pythonProcessModel } from "./process";
import { pycryptodomeConstantMembers } from "./pycryptodome";
import { pymongoModel } from "./pymongo";
import { pyramidModel } from "./pyramid";
import { socketioModel } from "./socketio";
import { sqlalchemyModel } from "./sqlalchemy";
import { sslConstantMembers } from "./ssl";
import { pythonStdlibModel } from "./stdlib";
import { stringConstantMembers } from "./string-constants";
import { templateEnginesModel } from "./templates";
import { thirdPartyModel } from "./third-party";
import { tornadoEntryPoints, tornadoModel } from "./tornado";
import { wtformsEntryPoints, wtformsModel } from "./wtforms";

export const pythonModel = mergeModels(
  pythonStdlibModel,
  flaskModel,
  djangoModel,
  fastapiModel,
  awsLambdaModel,
  pyramidModel,
  sqlalchemyModel,
  databasesModel,
  pythonProcessModel,
  archivesModel,
  deserializationModel,
  tornadoModel,
  aiohttpModel,
  pythonLookups,
  pythonRemovals,
  { sanitizers: [pythonEscapes] },
  httpClientsModel,
  pymongoModel,
  templateEnginesModel,
  pandasModel,
  pillowModel,
  lxmlModel,
  pathlibModel,
  dynamodbModel,
  falconModel,
  bottleModel,
  digestsModel,
  graphqlModel,
  socketioModel,
  thirdPartyModel,
  wtformsModel,
);
export const pythonEntryPoints: EntryPointModel[] = [
  ...flaskEntryPoints,
  ...djangoEntryPoints,
  ...awsLambdaEntryPoints,
  ...tornadoEntryPoints,
  ...falconEntryPoints,
  ...graphqlEntryPoints,
  ...wtformsEntryPoints,
];
export const pythonConstantMembers: ConstantMemberModel[] = [
  ...pycryptodomeConstantMembers,
  ...sslConstantMembers,
  ...stringConstantMembers,
];
