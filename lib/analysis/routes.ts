import * as v from "valibot";
import { LANGUAGES, Severity, THREAT_MODELS } from "../engine/schema";
import { queryInteger, queryIsoTime } from "../http/query-params";
import { defineRoute } from "../http/route";
import { defaultFindingsLimit, maxFindingsLimit } from "./findings";
import { analysisTypes, sourceTypes } from "./model";
import { maxPatterns, patternProblem } from "./sources/filters";
import { AnalysisListView, AnalysisView, CreatedAnalysisView, FindingsPageView } from "./views";

// The analysis endpoints' contracts. Bad input answers 400 INVALID_REQUEST (the spec's code for
// these routes) naming the field.

const OptionsInput = v.strictObject({
  focus_areas: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(20))),
  compliance_standards: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(20))),
  exclude_patterns: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.rawCheck(({ dataset, addIssue }) => {
            const problem = dataset.typed ? patternProblem(dataset.value) : undefined;
            if (problem) addIssue({ message: `pattern ${problem}` });
          }),
        ),
      ),
      v.maxLength(maxPatterns),
    ),
  ),
  include_tests: v.optional(v.boolean()),
  /** `remote` (default): input from outside the program; `local` adds the operator's own. */
  threat_model: v.optional(v.picklist(THREAT_MODELS, 'must be "remote" or "local"')),
  max_file_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10 * 1024 * 1024))),
});
export type OptionsInput = v.InferOutput<typeof OptionsInput>;

/** A `file` part of a multipart body, as the body parser hands it over. */
const FilePart = v.looseObject({
  filename: v.string(),
  content: v.instance(Buffer),
});

export const CreateAnalysisBody = v.pipe(
  v.object({
    source_type: v.picklist(sourceTypes),
    /** The code (paste), a base64 archive or a single file's text (upload), a repository URL (codehost). */
    content: v.optional(v.pipe(v.string(), v.minLength(1, "must not be empty"))),
    /** Instead of `content` for upload: the id from POST /api/analysis/uploads. */
    upload_id: v.optional(v.pipe(v.string(), v.regex(/^upload_[0-9a-f]{24}$/, "is not an upload id"))),
    /** A file name: names a single uploaded file, and helps language detection of pasted code. */
    filename: v.optional(
      v.pipe(v.string(), v.regex(/^[^/\\\0]{1,255}$/, "must be a plain file name of 1 to 255 characters")),
    ),
    /** multipart/form-data only: the archive or file. */
    file: v.optional(FilePart),
    analysis_type: v.picklist(analysisTypes),
    language: v.optional(v.pipe(v.string(), v.toLowerCase(), v.picklist(LANGUAGES))),
    title: v.optional(v.pipe(v.string(), v.maxLength(200))),
    description: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    // A multipart body carries options as a JSON text field. One schema for both, not a union, so
    // that an error names the option (`body.options.threat_model`).
    options: v.optional(
      v.pipe(
        v.unknown(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          if (typeof dataset.value !== "string") return dataset.value;
          try {
            return JSON.parse(dataset.value) as unknown;
          } catch {
            addIssue({ message: "must be a JSON object" });
            return NEVER;
          }
        }),
        OptionsInput,
      ),
    ),
  }),
  v.forward(
    v.check(
      (body) => body.source_type === "upload" || body.content !== undefined,
      "is required for paste and codehost",
    ),
    ["content"],
  ),
  v.forward(
    v.check(
      (body) =>
        body.source_type !== "upload" ||
        [body.content, body.upload_id, body.file].filter((part) => part !== undefined).length === 1,
      "give exactly one of content, upload_id or a file part",
    ),
    ["content"],
  ),
);
export type CreateAnalysisBody = v.InferOutput<typeof CreateAnalysisBody>;

// Any id is taken: one that names no analysis, whatever its shape, answers 404 ANALYSIS_NOT_FOUND.
const AnalysisIdParams = v.object({ analysis_id: v.string() });

const errorsOfRead = ["ANALYSIS_NOT_FOUND", "FORBIDDEN"] as const;

export const createAnalysisRoute = defineRoute({
  operationId: "createAnalysis",
  method: "POST",
  path: "/api/analysis",
  summary:
    "Submit code for analysis: pasted, uploaded (JSON base64, multipart, or an upload id) or a repository",
  tag: "analysis",
  auth: "user",
  bodyTypes: ["json", "multipart"],
  body: CreateAnalysisBody,
  successStatus: 201,
  response: CreatedAnalysisView,
  errors: [
    "INSUFFICIENT_CREDITS",
    "RATE_LIMIT_EXCEEDED",
    "PAYLOAD_TOO_LARGE",
    "IDEMPOTENCY_KEY_REUSED",
    "BAD_GATEWAY",
  ],
  validationCode: "INVALID_REQUEST",
});

export const createUploadRoute = defineRoute({
  operationId: "createAnalysisUpload",
  method: "POST",
  path: "/api/analysis/uploads",
  summary:
    "A presigned URL to PUT an archive larger than a request body may be; then create with its upload_id",
  tag: "analysis",
  auth: "user",
  body: v.object({ filename: v.optional(v.pipe(v.string(), v.maxLength(255))) }),
  successStatus: 201,
  response: v.object({
    upload_id: v.string(),
    upload_url: v.string(),
    method: v.literal("PUT"),
    expires_at: v.string(),
    max_bytes: v.number(),
  }),
  validationCode: "INVALID_REQUEST",
});

export const getAnalysisRoute = defineRoute({
  operationId: "getAnalysis",
  method: "GET",
  path: "/api/analysis/{analysis_id}",
  summary:
    "An analysis: status, progress, and the score once completed (with include=findings, the first page of its findings)",
  tag: "analysis",
  auth: "user",
  params: AnalysisIdParams,
  query: v.object({ include: v.optional(v.picklist(["findings"])) }),
  successStatus: 200,
  response: AnalysisView,
  errors: [...errorsOfRead],
  validationCode: "INVALID_REQUEST",
});

export const listFindingsRoute = defineRoute({
  operationId: "listAnalysisFindings",
  method: "GET",
  path: "/api/analysis/{analysis_id}/findings",
  summary:
    "A completed analysis's findings a page at a time, most severe first: pass next_cursor as cursor for the next page",
  tag: "analysis",
  auth: "user",
  params: AnalysisIdParams,
  query: v.object({
    limit: queryInteger(defaultFindingsLimit, 1, maxFindingsLimit),
    cursor: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, "is not a cursor"))),
    severity: v.optional(Severity),
  }),
  successStatus: 200,
  response: FindingsPageView,
  errors: [...errorsOfRead, "ANALYSIS_NOT_FINISHED"],
  validationCode: "INVALID_REQUEST",
});

export const getPricesRoute = defineRoute({
  operationId: "getAnalysisPrices",
  method: "GET",
  path: "/api/analysis/prices",
  summary: "The price table: credits per level and size tier, as a create debits them",
  tag: "analysis",
  auth: "user",
  successStatus: 200,
  response: v.object({
    size_tiers_bytes: v.array(v.number()),
    prices: v.object({
      mini: v.array(v.number()),
      standard: v.array(v.number()),
      ultra: v.array(v.number()),
    }),
  }),
});

export const ListAnalysesQuery = v.pipe(
  v.object({
    page: queryInteger(1, 1, 1_000_000),
    limit: queryInteger(20, 1, 100),
    status: v.optional(v.picklist(["pending", "completed", "failed", "cancelled"])),
    source_type: v.optional(v.picklist(sourceTypes)),
    analysis_type: v.optional(v.picklist(analysisTypes)),
    language: v.optional(v.pipe(v.string(), v.toLowerCase(), v.maxLength(32))),
    created_after: v.optional(queryIsoTime),
    created_before: v.optional(queryIsoTime),
  }),
  v.forward(
    v.check(
      (query) => !query.created_after || !query.created_before || query.created_after < query.created_before,
      "must be later than created_after",
    ),
    ["created_before"],
  ),
);
export type ListAnalysesQuery = v.InferOutput<typeof ListAnalysesQuery>;

export const listAnalysesRoute = defineRoute({
  operationId: "listAnalyses",
  method: "GET",
  path: "/api/analysis",
  summary: "The caller's analyses, newest first, filtered and paginated",
  tag: "analysis",
  auth: "user",
  query: ListAnalysesQuery,
  successStatus: 200,
  response: AnalysisListView,
  validationCode: "INVALID_REQUEST",
});

export const cancelAnalysisRoute = defineRoute({
  operationId: "cancelAnalysis",
  method: "POST",
  path: "/api/analysis/{analysis_id}/cancel",
  summary: "Cancel an unfinished analysis and refund its credits (409 once finished)",
  tag: "analysis",
  auth: "user",
  params: AnalysisIdParams,
  successStatus: 200,
  response: AnalysisView,
  errors: [...errorsOfRead, "CONFLICT"],
  validationCode: "INVALID_REQUEST",
});

export const deleteAnalysisRoute = defineRoute({
  operationId: "deleteAnalysis",
  method: "DELETE",
  path: "/api/analysis/{analysis_id}",
  summary: "Delete an analysis with its source, findings and reports (an unfinished one is cancelled first)",
  tag: "analysis",
  auth: "user",
  params: AnalysisIdParams,
  successStatus: 204,
  errors: [...errorsOfRead],
  validationCode: "INVALID_REQUEST",
});

const booleanFlag = v.pipe(
  v.optional(v.picklist(["true", "false", "1", "0"]), "true"),
  v.transform((value) => value === "true" || value === "1"),
);

export const reportFormats = ["json", "sarif", "csv", "html", "pdf"] as const;

export const getReportRoute = defineRoute({
  operationId: "getAnalysisReport",
  method: "GET",
  path: "/api/analysis/{analysis_id}/report",
  summary:
    "The report of a completed analysis: 302 to a short-lived download URL, or 200 with that URL as text/uri-list when the Accept header asks for it",
  tag: "analysis",
  auth: "user",
  params: AnalysisIdParams,
  query: v.object({
    format: v.optional(v.picklist(reportFormats), "json"),
    include_code: booleanFlag,
    include_fixes: booleanFlag,
  }),
  successStatus: 302,
  errors: [...errorsOfRead, "ANALYSIS_NOT_FINISHED"],
  validationCode: "INVALID_REQUEST",
});
