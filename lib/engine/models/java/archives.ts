import { NOT_A_PATH } from "../common/kinds";
import type { LanguageModel } from "../types";

/**
 * Archives name their own entries: an entry called `../../etc/cron.d/x` is written outside the
 * folder it is extracted to (zip slip; CodeQL's ZipSlip query takes the name of java.util.zip's and
 * commons-compress's entries, and zip4j's file headers). Only as file paths: what else an entry's
 * name reaches is judged by where the archive comes from.
 */
export const javaArchivesModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        ...[
          "ZipEntry",
          "JarEntry",
          "ArchiveEntry",
          "ZipArchiveEntry",
          "TarArchiveEntry",
          "ArArchiveEntry",
        ].map((t) => `${t}#getName`),
        "FileHeader#getFileName",
      ],
      safeFor: NOT_A_PATH,
      marks: ["archive-entry"],
      label: "an archive entry's name",
    },
  ],
  returnTypes: {
    "ZipInputStream#getNextEntry": "ZipEntry",
    "JarInputStream#getNextJarEntry": "JarEntry",
    "ZipFile#getEntry": "ZipEntry",
    "TarArchiveInputStream#getNextTarEntry": "TarArchiveEntry",
    "TarArchiveInputStream#getNextEntry": "TarArchiveEntry",
    "ZipArchiveInputStream#getNextZipEntry": "ZipArchiveEntry",
    "ArchiveInputStream#getNextEntry": "ArchiveEntry",
  },
};
