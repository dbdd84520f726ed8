import { javascriptRemovals, javascriptRemovalsAll } from "../common/character-removal";
import { javascriptLookups } from "../common/lookups";
import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { angularModel } from "./angular";
import { archiveEntryPoints, archivesModel } from "./archives";
import { browserEntryPoints, browserModel } from "./browser";
import { dynamodbModel } from "./dynamodb";
import { eggModel } from "./egg";
import { expressEntryPoints, expressModel } from "./express";
import { fastifyModel } from "./fastify";
import { filesModel } from "./files";
import { graphqlEntryPoints, graphqlModel } from "./graphql";
import { headlessModel } from "./headless";
import { mongoModel } from "./mongo";
import { nestModel } from "./nest";
import { nodeModel } from "./node";
import { packagesModel } from "./packages";
import { reactModel } from "./react";
import { realtimeEntryPoints, realtimeModel, rpcEntryPoints } from "./realtime";
import { lambdaEntryPoints, lambdaModel } from "./serverless";
import { sqlBuildersModel } from "./sql-builders";
import { templatesModel } from "./templates";
import { vueModel } from "./vue";
import { xmlModel } from "./xml";

/** JavaScript and TypeScript share one model. */
export const javascriptModel = mergeModels(
  nodeModel,
  packagesModel,
  filesModel,
  archivesModel,
  expressModel,
  eggModel,
  mongoModel,
  dynamodbModel,
  nestModel,
  graphqlModel,
  lambdaModel,
  headlessModel,
  browserModel,
  reactModel,
  angularModel,
  xmlModel,
  javascriptLookups,
  javascriptRemovals,
  javascriptRemovalsAll,
  templatesModel,
  sqlBuildersModel,
  realtimeModel,
  vueModel,
  fastifyModel,
);
export const javascriptEntryPoints: EntryPointModel[] = [
  ...lambdaEntryPoints,
  ...expressEntryPoints,
  ...realtimeEntryPoints,
  ...rpcEntryPoints,
  ...graphqlEntryPoints,
  ...browserEntryPoints,
  ...archiveEntryPoints,
];
