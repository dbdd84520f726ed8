import { NOT_A_PATH } from "../common/kinds";
import type { EntryPointModel, LanguageModel } from "../types";

/**
 * Archives name their own entries: an entry called `../../etc/cron.d/x` is written outside the
 * folder it is extracted to (zip slip). Streaming readers (unzipper, tar-stream, yauzl) hand each
 * entry to an `entry` listener; adm-zip lists them. Only as file paths: an entry's name is the
 * archive's, which other sinks judge by where the archive comes from.
 */
export const archiveEntryPoints: EntryPointModel[] = [
  { kind: "callback", receiver: "*", methods: /^(on|once)$/, firstArg: "entry", mark: "ArchiveEntry" },
];

export const archivesModel: Partial<LanguageModel> = {
  sources: [
    { routeDecorators: /^ArchiveEntry$/, safeFor: NOT_A_PATH, label: "an archive entry" },
    { calls: ["AdmZip#getEntries", "AdmZip#getEntry"], safeFor: NOT_A_PATH, label: "an archive entry" },
  ],
};
