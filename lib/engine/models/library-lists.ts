import { cModel } from "./c";
import { cLibraries } from "./c/library-list";
import { cppModel } from "./cpp";
import { csharpEntryPoints, csharpModel } from "./csharp";
import { csharpLibraries } from "./csharp/library-list";
import { goModel } from "./go";
import { goLibraries } from "./go/library-list";
import { javaEntryPoints, javaModel } from "./java";
import { javaLibraries } from "./java/library-list";
import { javascriptEntryPoints, javascriptModel } from "./javascript";
import { javascriptLibraries } from "./javascript/library-list";
import { type LibraryCoverage, type ListedLibrary, libraryCoverage } from "./library-list";
import { phpEntryPoints, phpModel } from "./php";
import { phpLibraries } from "./php/library-list";
import { pythonEntryPoints, pythonModel } from "./python";
import { pythonLibraries } from "./python/library-list";
import { rubyEntryPoints, rubyModel } from "./ruby";
import { rubyLibraries } from "./ruby/library-list";

/** Each language's list of libraries, with the models (and entry points) that cover it. */
export const LIBRARY_LISTS: Array<{
  language: string;
  list: ListedLibrary[];
  models: Parameters<typeof libraryCoverage>[1];
}> = [
  { language: "java", list: javaLibraries, models: [javaModel, javaEntryPoints] },
  { language: "csharp", list: csharpLibraries, models: [csharpModel, csharpEntryPoints] },
  { language: "python", list: pythonLibraries, models: [pythonModel, pythonEntryPoints] },
  { language: "javascript", list: javascriptLibraries, models: [javascriptModel, javascriptEntryPoints] },
  { language: "go", list: goLibraries, models: [goModel] },
  { language: "php", list: phpLibraries, models: [phpModel, phpEntryPoints] },
  { language: "ruby", list: rubyLibraries, models: [rubyModel, rubyEntryPoints] },
  { language: "c-cpp", list: cLibraries, models: [cModel, cppModel] },
];

export function allCoverage(): Array<{ language: string } & LibraryCoverage> {
  return LIBRARY_LISTS.map(({ language, list, models }) => ({ language, ...libraryCoverage(list, models) }));
}
