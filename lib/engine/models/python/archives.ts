import type { LanguageModel } from "../types";

/**
 * A tar archive from outside writes its members where their names say (`../../etc/cron.d/x`, a
 * link out of the folder) when extracted whole, unless the members are chosen or a filter
 * (Python 3.12's `filter="data"`) rejects such names. Zip extraction strips them itself.
 */
export const archivesModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ["tarfile.TarFile#extractall"],
      kind: "path",
      args: ["receiver"],
      when: (c) => c.argCount < 2 && !c.keyword("members") && !c.keyword("filter"),
      label: "an archive extracted without checking its member names",
    },
  ],
  returnTypes: {
    "tarfile#open": "tarfile.TarFile",
    "tarfile#TarFile": "tarfile.TarFile",
    "tarfile.TarFile#open": "tarfile.TarFile",
  },
};
