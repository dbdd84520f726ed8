import { codeHostAccessOf } from "../../accounts/provider-tokens";
import { type CodeHostAccess, CodeHostError, codeHost } from "../../adapters/codehost/codehost";
import { config } from "../../config";
import type { AnalysisRecord } from "../model";
import { analysisObjects } from "../model";
import { getBytes, putJson } from "../objects";
import { SourceRejected, stripCommonRoot, type Unpacked, unpackArchive } from "../sources/archive";
import { selectFiles } from "../sources/filters";
import type { PreparedFiles } from "./prepared";

// Stage 1: fetch the source (the stored object, or the repository archive from the code host),
// unpack it safely, and keep the files the options select. The result goes to S3 for the engine.

export async function preprocess(record: AnalysisRecord): Promise<Record<string, unknown>> {
  const settings = config();
  const limits = {
    maxEntries: settings.ARCHIVE_MAX_FILES,
    maxUnpackedBytes: settings.ARCHIVE_MAX_UNPACKED_BYTES,
    maxFileBytes: record.options.max_file_size,
  };
  const source = record.source;
  let unpacked: Unpacked;
  let single = false;
  if (source.kind === "object") {
    const bytes = await getBytes(source.key, "the submitted code");
    if (source.format === "text") {
      single = true;
      unpacked = { files: [{ path: source.filename ?? "snippet", content: bytes }], skipped: [] };
    } else {
      unpacked = await unpackArchive(bytes, limits);
    }
  } else {
    unpacked = stripCommonRoot(await unpackArchive(await fetchRepository(source, record.user_id), limits));
  }
  // What a user pasted or named as one file is analysed as given; archives go through the options.
  const selected = single
    ? selectFiles(unpacked.files, {
        excludePatterns: [],
        includeTests: true,
        maxFileBytes: limits.maxFileBytes,
      })
    : selectFiles(unpacked.files, {
        excludePatterns: record.options.exclude_patterns,
        includeTests: record.options.include_tests,
        maxFileBytes: limits.maxFileBytes,
      });
  const skipped = [...unpacked.skipped, ...selected.skipped];
  if (selected.files.length === 0) {
    throw new SourceRejected(
      skipped.length > 0
        ? `No file is left to analyse: ${skipped.length} skipped (e.g. ${skipped[0]?.path}: ${skipped[0]?.reason})`
        : "The submission contains no files",
    );
  }
  const prepared: PreparedFiles = {
    files: selected.files.map((file) => ({ path: file.path, content: file.content.toString("utf8") })),
    skipped,
  };
  await putJson(analysisObjects.prepared(record.user_id, record.analysis_id), prepared, "the prepared files");
  return { files_submitted: selected.files.length };
}

/** A linked project's installation, else the owner's own code-host token when they have one. */
async function accessFor(
  source: Extract<AnalysisRecord["source"], { kind: "codehost" }>,
  userId: string,
): Promise<CodeHostAccess> {
  if (source.installation_id !== undefined) return { installationId: source.installation_id };
  return codeHostAccessOf(userId);
}

/** With the owner's code-host token when they signed in through it, so private repositories open. */
async function fetchRepository(
  source: Extract<AnalysisRecord["source"], { kind: "codehost" }>,
  userId: string,
): Promise<Buffer> {
  try {
    return await codeHost().archive(
      { owner: source.owner, repo: source.repo, ref: source.ref ?? "HEAD" },
      config().ARCHIVE_MAX_BYTES,
      await accessFor(source, userId),
    );
  } catch (error) {
    if (error instanceof CodeHostError && error.kind !== "unavailable") {
      throw new SourceRejected(`The repository could not be fetched: ${error.message}`);
    }
    throw error;
  }
}
