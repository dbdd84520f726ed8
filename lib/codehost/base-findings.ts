import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { codeHost } from "../adapters/codehost/codehost";
import type { AnalysisRecord } from "../analysis/model";
import { getAnalysis } from "../analysis/records";
import { stripCommonRoot, unpackArchive } from "../analysis/sources/archive";
import { selectFiles } from "../analysis/sources/filters";
import { readResultDocument } from "../analysis/stored-result";
import { config } from "../config";
import { db, tableName } from "../db/client";
import { analyzeFiles, type Finding } from "../engine";
import { codehostKeys } from "./model";

// The findings at a pull request's base commit, to tell new findings from existing ones. A
// completed analysis of that commit (a push to the base branch) is used when there is one;
// otherwise the base commit is analysed here, at the same level and with the same options, and
// nothing is charged for it: the pull request run already paid.

export type BaseFinding = Pick<
  Finding,
  "fingerprint" | "ruleId" | "title" | "severity" | "file" | "startLine"
>;

export async function baseFindings(
  head: AnalysisRecord,
  projectId: string,
  baseSha: string,
): Promise<BaseFinding[]> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: codehostKeys.commitAnalysis(projectId, baseSha) }),
  );
  const earlier = typeof Item?.analysis_id === "string" ? await getAnalysis(Item.analysis_id) : undefined;
  if (earlier?.status === "completed" && earlier.analysis_type === head.analysis_type) {
    return (await readResultDocument(earlier)).findings;
  }
  return analyseBase(head, baseSha);
}

async function analyseBase(head: AnalysisRecord, baseSha: string): Promise<BaseFinding[]> {
  const source = head.source;
  if (source.kind !== "codehost" || source.installation_id === undefined) return [];
  const settings = config();
  const archive = await codeHost().archive(
    { owner: source.owner, repo: source.repo, ref: baseSha },
    settings.ARCHIVE_MAX_BYTES,
    { installationId: source.installation_id },
  );
  const unpacked = stripCommonRoot(
    await unpackArchive(archive, {
      maxEntries: settings.ARCHIVE_MAX_FILES,
      maxUnpackedBytes: settings.ARCHIVE_MAX_UNPACKED_BYTES,
      maxFileBytes: head.options.max_file_size,
    }),
  );
  const selected = selectFiles(unpacked.files, {
    excludePatterns: head.options.exclude_patterns,
    includeTests: head.options.include_tests,
    maxFileBytes: head.options.max_file_size,
  });
  const result = await analyzeFiles(
    selected.files.map((file) => ({ path: file.path, content: file.content.toString("utf8") })),
    {
      level: head.analysis_type,
      maxFileBytes: head.options.max_file_size,
      threatModel: head.options.threat_model,
    },
  );
  return result.findings;
}
