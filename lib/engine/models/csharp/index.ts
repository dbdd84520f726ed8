import { csharpRemovals } from "../common/character-removal";
import { csharpLookups } from "../common/lookups";
import { mergeModels } from "../merge";
import type { ConstantMemberModel, EntryPointModel } from "../types";
import { aspnetEntryPoints, aspnetModel } from "./aspnet";
import { dotnetConstantMembers, dotnetEntryPoints, dotnetModel } from "./dotnet";
import { csharpLibrariesModel } from "./libraries";
import { csharpWebEntryPoints, csharpWebModel } from "./web-frameworks";
import { webFormsModel } from "./webforms";

export const csharpModel = mergeModels(
  dotnetModel,
  aspnetModel,
  csharpWebModel,
  webFormsModel,
  csharpLibrariesModel,
  csharpLookups,
  csharpRemovals,
);
export const csharpEntryPoints: EntryPointModel[] = [
  ...aspnetEntryPoints,
  ...csharpWebEntryPoints,
  ...dotnetEntryPoints,
];
export const csharpConstantMembers: ConstantMemberModel[] = [...dotnetConstantMembers];
