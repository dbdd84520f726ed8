import { csharpRemovals } from "../common/character-removal";
import { csharpLookups } from "../common/lookups";
import { mergeModels } from "../merge";
import type { ConstantMemberModel, EntryPointModel } from "../types";
import { aspnetEntryPoints, aspnetModel } from "./aspnet";
import { dotnetConstantMembers, dotnetEntryPoints, dotnetModel } from "./dotnet";

export const csharpModel = mergeModels(dotnetModel, aspnetModel, csharpLookups, csharpRemovals);
export const csharpEntryPoints: EntryPointModel[] = [...aspnetEntryPoints, ...dotnetEntryPoints];
export const csharpConstantMembers: ConstantMemberModel[] = [...dotnetConstantMembers];
