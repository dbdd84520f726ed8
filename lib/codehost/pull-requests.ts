import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { type CheckRunAnnotation, CodeHostError, codeHost } from "../adapters/codehost/codehost";
import type { AnalysisRecord } from "../analysis/model";
import { readResultDocument } from "../analysis/stored-result";
import { config } from "../config";
import { db, tableName } from "../db/client";
import { type Finding, SEVERITIES } from "../engine/schema";
import { log } from "../log";
import { type BaseFinding, baseFindings } from "./base-findings";
import { type ChangedLines, changedLines, isChanged } from "./changed-lines";
import { codehostKeys } from "./model";
import { getProject } from "./projects";

// A pull request run's result, back on the pull request: the findings compared with the base
// commit by fingerprint (new, existing, fixed; a fingerprint hashes the rule, the file and the
// reported line's text, not its number, so code moving up or down keeps it), one summary comment
// edited in place on every later run, and the head commit's check run closed: failure for new high
// or critical findings, success otherwise, neutral when the analysis did not complete. Annotations
// mark new findings on the lines the pull request changed. Only locations, rules and CWE ids are
// written, never code: the comment's readers see no more than the pull request shows them.

const maxAnnotations = 50;
const maxListed = 30;

export interface PullRequestComparison {
  fresh: Finding[];
  existing: Finding[];
  fixed: BaseFinding[];
}

export async function publishPullRequestResult(
  record: AnalysisRecord,
): Promise<PullRequestComparison | undefined> {
  const source = record.source;
  if (
    source.kind !== "codehost" ||
    !source.pull ||
    !source.project_id ||
    source.installation_id === undefined
  ) {
    return undefined;
  }
  const project = await getProject(source.project_id);
  if (!project) return undefined;
  const ref = { owner: source.owner, repo: source.repo };
  const installationId = source.installation_id;
  if (record.status !== "completed") {
    const reason = record.error?.message ?? `The analysis was ${record.status}`;
    await codeHost().updateCheckRun(
      { ...ref, checkRunId: source.pull.check_run_id },
      { status: "completed", conclusion: "neutral", title: `Analysis ${record.status}`, summary: reason },
      installationId,
    );
    return undefined;
  }
  const document = await readResultDocument(record);
  const base = await baseFindings(record, project.project_id, source.pull.base_sha);
  const comparison = compare(document.findings, base);
  // The console's page of the analysis (score, findings, report downloads): the report endpoint itself
  // answers only a caller with a token, which a reader following a link from the code host has not.
  const reportUrl = `${config().PUBLIC_BASE_URL.replace(/\/+$/, "")}/analyses/${record.analysis_id}`;
  if (project.settings.pull_request_comments) {
    await upsertSummaryComment(
      { ...ref, number: source.pull.number },
      project.project_id,
      summaryComment(comparison, reportUrl, source.pull.head_sha),
      installationId,
    );
  }
  const annotations = await annotationsOf(comparison.fresh, ref, source.pull, installationId);
  const blocking = comparison.fresh.filter(
    (finding) => finding.severity === "critical" || finding.severity === "high",
  );
  await codeHost().updateCheckRun(
    { ...ref, checkRunId: source.pull.check_run_id },
    {
      status: "completed",
      conclusion: blocking.length > 0 ? "failure" : "success",
      title:
        blocking.length > 0
          ? `${blocking.length} new high or critical finding${blocking.length === 1 ? "" : "s"}`
          : `${comparison.fresh.length} new finding${comparison.fresh.length === 1 ? "" : "s"}, none high or critical${comparison.fixed.length > 0 ? `; ${comparison.fixed.length} fixed` : ""}`,
      summary: countsTable(comparison),
      annotations,
    },
    installationId,
  );
  log.info("pull request result published", {
    analysis_id: record.analysis_id,
    project_id: project.project_id,
    new: comparison.fresh.length,
    fixed: comparison.fixed.length,
  });
  return comparison;
}

/**
 * The new findings on lines the pull request changed, as the check run's annotations. The code host
 * is asked for the changed lines only when there is a new finding to place.
 */
async function annotationsOf(
  fresh: Finding[],
  ref: { owner: string; repo: string },
  pull: { base_sha: string; head_sha: string },
  installationId: number,
): Promise<CheckRunAnnotation[]> {
  if (fresh.length === 0) return [];
  const changed = await changedLinesOf(ref, pull, installationId);
  return fresh
    .filter((finding) => isChanged(changed, finding.file, finding.startLine))
    .slice(0, maxAnnotations)
    .map(annotationOf);
}

/** The head's lines the pull request changed; none when the code host no longer knows the base. */
async function changedLinesOf(
  ref: { owner: string; repo: string },
  pull: { base_sha: string; head_sha: string },
  installationId: number,
): Promise<ChangedLines> {
  try {
    const files = await codeHost().changedFiles(
      { ...ref, base: pull.base_sha, head: pull.head_sha },
      installationId,
    );
    return changedLines(files);
  } catch (error) {
    if (error instanceof CodeHostError && error.kind === "not_found") return new Map();
    throw error;
  }
}

export function compare(head: Finding[], base: BaseFinding[]): PullRequestComparison {
  const atBase = new Set(base.map((finding) => finding.fingerprint));
  const atHead = new Set(head.map((finding) => finding.fingerprint));
  return {
    fresh: head.filter((finding) => !atBase.has(finding.fingerprint)),
    existing: head.filter((finding) => atBase.has(finding.fingerprint)),
    fixed: base.filter((finding) => !atHead.has(finding.fingerprint)),
  };
}

/** Edits the pull request's one summary comment, or writes it the first time. */
async function upsertSummaryComment(
  ref: { owner: string; repo: string; number: number },
  projectId: string,
  body: string,
  installationId: number,
): Promise<void> {
  const key = codehostKeys.pullRequest(projectId, ref.number);
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const known = typeof Item?.comment_id === "number" ? Item.comment_id : undefined;
  const commentId = await codeHost().upsertComment(ref, body, installationId, known);
  if (commentId !== known) {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, comment_id: commentId, updated_at: new Date().toISOString() },
      }),
    );
  }
}

function countsTable(comparison: PullRequestComparison): string {
  const count = (list: Array<{ severity: string }>, severity: string) =>
    list.filter((finding) => finding.severity === severity).length;
  const rows = SEVERITIES.map(
    (severity) =>
      `| ${severity} | ${count(comparison.fresh, severity)} | ${count(comparison.existing, severity)} | ${count(comparison.fixed, severity)} |`,
  );
  return [
    `**${comparison.fresh.length} new, ${comparison.existing.length} existing, ${comparison.fixed.length} fixed**`,
    "",
    "| severity | new | existing | fixed |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}

function summaryComment(comparison: PullRequestComparison, reportUrl: string, headSha: string): string {
  const line = (finding: BaseFinding) =>
    `- \`${finding.file}:${finding.startLine}\` ${finding.severity} **${finding.ruleId}** ${finding.title}`;
  const cwe = (finding: Finding) =>
    finding.cwe.length ? ` (${finding.cwe.map((id) => `CWE-${id}`).join(", ")})` : "";
  const fresh = comparison.fresh.slice(0, maxListed).map((finding) => `${line(finding)}${cwe(finding)}`);
  const fixed = comparison.fixed.slice(0, maxListed).map(line);
  return [
    "<!-- code-security:summary -->",
    `### Code Security: ${headSha.slice(0, 7)}`,
    "",
    countsTable(comparison),
    "",
    "#### New findings",
    ...(fresh.length ? fresh : ["None."]),
    ...(comparison.fresh.length > maxListed ? [`…and ${comparison.fresh.length - maxListed} more.`] : []),
    "",
    "#### Fixed findings",
    ...(fixed.length ? fixed : ["None."]),
    ...(comparison.fixed.length > maxListed ? [`…and ${comparison.fixed.length - maxListed} more.`] : []),
    "",
    `[Full report](${reportUrl})`,
  ].join("\n");
}

function annotationOf(finding: Finding): CheckRunAnnotation {
  return {
    path: finding.file,
    line: finding.startLine,
    level: finding.severity === "critical" || finding.severity === "high" ? "failure" : "warning",
    title: `${finding.ruleId}${finding.cwe.length ? ` (CWE-${finding.cwe[0]})` : ""}`,
    message: finding.title,
  };
}
