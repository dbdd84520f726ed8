import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { codeHostAccessOf } from "../accounts/provider-tokens";
import { allowances } from "../accounts/roles";
import { CodeHostError, codeHost, parseRepositoryUrl } from "../adapters/codehost/codehost";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { newId, sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { AppError } from "../http/errors";
import { describeError, log } from "../log";
import { clientSubject, consume } from "../rate-limit/limiter";
import { bucketName, s3 } from "../storage/client";
import { putObject } from "../storage/put-object";
import { writeNewAnalysis } from "./create-transaction";
import { languageAtCreation } from "./language-at-creation";
import {
  type AnalysisOptions,
  type AnalysisRecord,
  analysisKeys,
  analysisObjects,
  type PullRequestRun,
  type SourceLocation,
} from "./model";
import { estimateCost, estimateDurationSeconds } from "./pricing";
import { endUnfinished, getAnalysis } from "./records";
import { invalid, uploadUnusable } from "./request-errors";
import type { CreateAnalysisBody, OptionsInput } from "./routes";
import { archiveFormat } from "./sources/archive";
import { sendStageMessage } from "./stages/messages";
import { uploadKey } from "./uploads";
import { type CreatedAnalysisView, createdView } from "./views";

// POST /api/analysis: checks the per-address rate limit, works out what was submitted and its
// price, then writes the debit, its ledger entry, the month's usage and the analysis record in one
// transaction. Only then does the source go to S3 and the message to the first stage; should
// either fail, the analysis is failed and refunded at once and the caller gets 503.

interface Submission {
  sizeBytes: number;
  location: SourceLocation;
  /** Bytes to store as the source object. */
  bytes?: Buffer;
  /** A presigned upload to move into place, and to mark used in the create transaction. */
  upload?: { uploadId: string; key: string };
}

/** An analysis a linked project's code-host event starts, read through the app's installation. */
export interface LinkedOrigin {
  installationId: number;
  projectId: string;
  pull?: PullRequestRun;
}

export async function createAnalysis(
  caller: Principal,
  body: CreateAnalysisBody,
  sourceIp: string,
  idempotencyKey?: string,
  linked?: LinkedOrigin,
): Promise<CreatedAnalysisView> {
  const settings = config();
  const idempotency = idempotencyKey === undefined ? undefined : idempotencyOf(caller, idempotencyKey, body);
  if (idempotency) {
    const earlier = await replay(idempotency);
    if (earlier) return earlier;
  }
  // Events from the code host are signed and paid for by the project owner: no per-address limit.
  if (!linked) {
    await consume({
      scope: "create-analysis",
      subject: clientSubject(sourceIp),
      limit: settings.ANALYSIS_CREATES_PER_MINUTE,
      windowSeconds: 60,
    });
  }
  const analysisId = newId("analysis");
  const submission = await describeSubmission(caller, analysisId, body, linked);
  const now = new Date();
  const cost = estimateCost(body.analysis_type, submission.sizeBytes);
  const language = languageAtCreation(body.language, submission.location, submission.bytes);
  const createdAt = now.toISOString();
  const deadlineAt = new Date(now.getTime() + settings.ANALYSIS_DEADLINE_SECONDS * 1000).toISOString();
  const record: AnalysisRecord = {
    ...analysisKeys.item(analysisId),
    gsi1pk: analysisKeys.ownerPk(caller.userId),
    gsi1sk: analysisKeys.ownerSk(createdAt, analysisId),
    gsi2pk: analysisKeys.openPk(analysisKeys.openShardOf(analysisId)),
    gsi2sk: analysisKeys.openSk(deadlineAt, analysisId),
    analysis_id: analysisId,
    user_id: caller.userId,
    status: "pending",
    current_stage: "queued",
    progress: 0,
    created_at: createdAt,
    updated_at: createdAt,
    estimated_completion: new Date(
      now.getTime() + estimateDurationSeconds(body.analysis_type, submission.sizeBytes) * 1000,
    ).toISOString(),
    deadline_at: deadlineAt,
    estimated_cost: cost,
    credits_used: cost,
    source_type: body.source_type,
    analysis_type: body.analysis_type,
    language: language ?? "auto",
    title: body.title,
    description: body.description,
    options: effectiveOptions(body.options),
    source: submission.location,
    stage_ms: {},
  };
  const written = await writeNewAnalysis({
    record,
    cost,
    now,
    uploadId: submission.upload?.uploadId,
    idempotency,
  }).catch(async (error: unknown) => {
    // Lost the race to a request with the same Idempotency-Key: answer what that one was answered.
    const earlier =
      idempotency && error instanceof AppError && error.code === "CONFLICT" && (await replay(idempotency));
    if (earlier) return earlier;
    throw error;
  });
  if (typeof written !== "number") return written;
  try {
    await storeSource(record, submission);
    await sendStageMessage("preprocessing", analysisId);
  } catch (error) {
    log.error("analysis could not be queued", { analysis_id: analysisId, ...describeError(error) });
    await endUnfinished(record, "failed", {
      code: "INTERNAL_ERROR",
      message: "The analysis could not be queued",
    });
    throw new AppError("SERVICE_UNAVAILABLE", "The analysis could not be started; its credits were refunded");
  }
  log.info("analysis created", { analysis_id: analysisId, cost, source_type: body.source_type });
  return createdView(record);
}

// Idempotency-Key: the same key and body within 24 hours answer the first response again, with no
// second analysis or debit; the same key with another body is refused with 422. The key's item
// (pk=USER#<id>, sk=IDEMPOTENCY#<hash of key>) is written in the create transaction, so of
// concurrent requests with one key exactly one creates.

interface Idempotency {
  key: { pk: string; sk: string };
  requestHash: string;
}

function idempotencyOf(caller: Principal, key: string, body: CreateAnalysisBody): Idempotency {
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new AppError(
      "INVALID_REQUEST",
      "Invalid request: Idempotency-Key must be 1 to 255 visible ASCII characters",
      {
        details: {
          fields: [{ field: "header.idempotency-key", message: "1 to 255 visible ASCII characters" }],
        },
      },
    );
  }
  return {
    key: { pk: `USER#${caller.userId}`, sk: `IDEMPOTENCY#${sha256Hex(key)}` },
    requestHash: sha256Hex(JSON.stringify(body)),
  };
}

async function replay(idempotency: Idempotency): Promise<CreatedAnalysisView | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: idempotency.key, ConsistentRead: true }),
  );
  const item = answer.Item as
    | { request_hash?: string; analysis_id?: string; expires_at?: string }
    | undefined;
  if (!item?.analysis_id || (item.expires_at ?? "") < new Date().toISOString()) return undefined;
  if (item.request_hash !== idempotency.requestHash) {
    throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used with a different request");
  }
  const record = await getAnalysis(item.analysis_id);
  return record ? createdView(record) : undefined;
}

function effectiveOptions(options: OptionsInput | undefined): AnalysisOptions {
  return {
    focus_areas: options?.focus_areas ?? [],
    compliance_standards: options?.compliance_standards ?? [],
    exclude_patterns: options?.exclude_patterns ?? [],
    include_tests: options?.include_tests ?? false,
    threat_model: options?.threat_model ?? "remote",
    max_file_size: options?.max_file_size ?? config().ANALYSIS_DEFAULT_MAX_FILE_SIZE,
  };
}

const archiveName = /\.(zip|tar\.gz|tgz)$/i;

async function describeSubmission(
  caller: Principal,
  analysisId: string,
  body: CreateAnalysisBody,
  linked?: LinkedOrigin,
): Promise<Submission> {
  const key = analysisObjects.source(caller.userId, analysisId);
  if (body.source_type === "paste") {
    const bytes = Buffer.from(body.content ?? "", "utf8");
    return {
      sizeBytes: bytes.length,
      bytes,
      location: objectSource(key, bytes.length, "text", body.filename),
    };
  }
  if (body.source_type === "codehost") return describeRepository(caller, body.content ?? "", linked);
  if (body.upload_id) return describeUpload(caller, key, body.upload_id);
  if (body.file) {
    const bytes = body.file.content;
    const filename = body.filename ?? body.file.filename;
    const format = archiveFormat(bytes) ? "archive" : "text";
    if (format === "text" && !filename) throw invalid("file", "needs a file name");
    return { sizeBytes: bytes.length, bytes, location: objectSource(key, bytes.length, format, filename) };
  }
  const content = body.content ?? "";
  if (body.filename && !archiveName.test(body.filename)) {
    const bytes = Buffer.from(content, "utf8");
    return {
      sizeBytes: bytes.length,
      bytes,
      location: objectSource(key, bytes.length, "text", body.filename),
    };
  }
  const compact = content.replace(/\s+/g, "");
  const bytes = /^[A-Za-z0-9+/]*={0,2}$/.test(compact) ? Buffer.from(compact, "base64") : undefined;
  if (!bytes || !archiveFormat(bytes)) {
    throw invalid("content", "must be a base64 .zip or .tar.gz archive, or a file's text with its filename");
  }
  return { sizeBytes: bytes.length, bytes, location: objectSource(key, bytes.length, "archive") };
}

function objectSource(
  key: string,
  bytes: number,
  format: "text" | "archive",
  filename?: string,
): SourceLocation {
  return { kind: "object", key, bytes, format, ...(filename ? { filename } : {}) };
}

async function describeUpload(caller: Principal, key: string, uploadId: string): Promise<Submission> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: uploadKey(uploadId) }));
  const upload = answer.Item as { user_id?: string; key?: string; filename?: string } | undefined;
  if (!upload?.key || upload.user_id !== caller.userId) throw uploadUnusable();
  const head = await s3()
    .send(new HeadObjectCommand({ Bucket: bucketName(), Key: upload.key }))
    .catch(() => undefined);
  if (!head) throw invalid("upload_id", "nothing has been uploaded to its URL yet");
  const size = Number(head.ContentLength ?? 0);
  if (size > config().ARCHIVE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", `The upload is larger than ${config().ARCHIVE_MAX_BYTES} bytes`, {
      details: { max_bytes: config().ARCHIVE_MAX_BYTES },
    });
  }
  const format = upload.filename && !archiveName.test(upload.filename) ? "text" : "archive";
  return {
    sizeBytes: size,
    location: objectSource(key, size, format, upload.filename),
    upload: { uploadId, key: upload.key },
  };
}

async function describeRepository(
  caller: Principal,
  url: string,
  linked?: LinkedOrigin,
): Promise<Submission> {
  const ref = parseRepositoryUrl(url);
  if (!ref) {
    throw invalid(
      "content",
      `must be a repository URL ${config().CODEHOST_WEB_URL}/<org>/<repo> with an optional @ref`,
    );
  }
  try {
    const info = await codeHost().repository(
      ref,
      linked ? { installationId: linked.installationId } : await codeHostAccessOf(caller.userId),
    );
    if (info.private && !allowances[caller.role].private_repos) {
      throw new AppError("FORBIDDEN", "Your plan does not include private repositories", {
        details: { reason: "feature_not_in_plan", feature: "private_repos" },
      });
    }
    return {
      sizeBytes: info.sizeBytes,
      location: {
        kind: "codehost",
        owner: ref.owner,
        repo: ref.repo,
        ref: ref.ref ?? info.defaultBranch,
        url,
        ...(linked ? { installation_id: linked.installationId, project_id: linked.projectId } : {}),
        ...(linked?.pull ? { pull: linked.pull } : {}),
      },
    };
  } catch (error) {
    if (!(error instanceof CodeHostError)) throw error;
    if (error.kind === "not_found") throw invalid("content", "no such repository on the code host");
    if (error.kind === "unauthorized") {
      throw new AppError("FORBIDDEN", "The code host refused access to this repository", {
        details: { reason: "codehost_refused" },
      });
    }
    throw new AppError("BAD_GATEWAY", "The code host is not answering; try again later");
  }
}

async function storeSource(record: AnalysisRecord, submission: Submission): Promise<void> {
  if (record.source.kind !== "object") return;
  if (submission.bytes) {
    await putObject({ key: record.source.key, body: submission.bytes, what: "the submitted code" });
  } else if (submission.upload) {
    await s3().send(
      new CopyObjectCommand({
        Bucket: bucketName(),
        Key: record.source.key,
        CopySource: `${bucketName()}/${submission.upload.key}`,
      }),
    );
    await s3().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: submission.upload.key }));
  }
}
