import { type Finding, SEVERITIES } from "../../engine/schema";
import type { ResultDocument } from "../result-document";
import { codeLines } from "./code-lines";
import { findingsByFile } from "./findings-by-file";
import { severityChart } from "./html-severity-chart";
import { html, SafeHtml } from "./html-template";
import { reportFileExtension } from "./report-file-name";
import {
  cweLabel,
  cweUrl,
  formatCount,
  languagesText,
  lineRange,
  reportTitle,
  sourceKindLabel,
} from "./report-labels";
import type { RenderedReport, ReportOptions } from "./report-options";
import { severityColour, severityLabel } from "./severities";

// A single self-contained page: inline CSS and SVG, no script, no external fetch. The policy below
// forbids scripts and remote loads even if some text were ever to slip through unescaped.
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

// Our own constant, inserted as markup: style content is raw text, where escaping would break it.
const STYLE = new SafeHtml(`
:root { color-scheme: light; --ink: #1d2430; --muted: #5b6575; --line: #dde1e7; --panel: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--ink); background: #fff; }
main { max-width: 1100px; margin: 0 auto; padding: 32px 24px 64px; }
h1 { font-size: 28px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 21px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 2px solid var(--line); }
h3 { font-size: 17px; margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
.meta { color: var(--muted); margin: 0; overflow-wrap: anywhere; }
.summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; margin-top: 24px; }
.card { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; }
.card dt { color: var(--muted); font-size: 13px; }
.card dd { margin: 2px 0 0; font-size: 22px; font-weight: 600; overflow-wrap: anywhere; }
.card dd.small { font-size: 15px; font-weight: 500; }
.score dd { font-size: 34px; white-space: nowrap; }
.score small { font-size: 15px; font-weight: 500; color: var(--muted); }
.chart { max-width: 100%; height: auto; margin-top: 8px; }
.chart-label, .chart-count { font: 13px system-ui, sans-serif; fill: var(--ink); }
.toc { columns: 2 320px; padding-left: 20px; }
.toc li { overflow-wrap: anywhere; }
.file { margin-top: 28px; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
.file > header { background: var(--panel); padding: 10px 16px; border-bottom: 1px solid var(--line); }
.finding { padding: 16px; border-top: 1px solid var(--line); }
.finding:first-of-type { border-top: 0; }
.finding h4 { margin: 0 0 6px; font-size: 16px; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; overflow-wrap: anywhere; }
.badge { display: inline-block; min-width: 70px; text-align: center; color: #fff; border-radius: 4px; padding: 1px 8px; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .03em; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 0 0 8px; color: var(--muted); font-size: 13px; }
.facts dt { display: inline; font-weight: 600; }
.facts dd { display: inline; margin: 0 0 0 4px; overflow-wrap: anywhere; }
.message { margin: 8px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.label { font-weight: 600; margin: 12px 0 4px; }
.trace { margin: 0; padding-left: 24px; }
.trace li { overflow-wrap: anywhere; }
.trace code { color: var(--muted); }
pre { margin: 0; padding: 10px 0; background: #f3f4f7; border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; font: 13px/1.45 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
pre .line { display: block; min-height: 1.45em; padding: 0 12px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
pre .line.hit { background: #fff1c2; }
pre .ln { display: inline-block; width: 4.5em; padding-right: 12px; text-align: right; color: #8a93a3; user-select: none; }
.fix { background: #eefaf1; border: 1px solid #bfe5c9; border-radius: 6px; padding: 8px 12px; }
.fix p { margin: 0 0 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.none { color: var(--muted); }
@media print { main { padding: 0; } .file { break-inside: auto; } .finding { break-inside: avoid; } }
`);

export function renderHtmlReport(document: ResultDocument, options: ReportOptions): RenderedReport {
  return {
    body: Buffer.from(htmlReport(document, options).markup, "utf8"),
    contentType: "text/html; charset=utf-8",
    fileExtension: reportFileExtension.html,
  };
}

function htmlReport(document: ResultDocument, options: ReportOptions): SafeHtml {
  const title = reportTitle(document);
  const groups = findingsByFile(document);
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Security report: ${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${summarySection(document, title)}
<section>
<h2>Findings by severity</h2>
${severityChart(document.summary.counts)}
</section>
<section>
<h2>Findings by file</h2>
${
  groups.length === 0
    ? html`<p class="none">No findings.</p>`
    : html`<ol class="toc">${groups.map(
        (group, index) =>
          html`<li><a href="#file-${index + 1}">${group.file}</a> (${group.findings.length})</li>`,
      )}</ol>
${groups.map(
  (group, index) => html`<section class="file" id="file-${index + 1}">
<header><h3>${group.file}</h3><p class="meta">${findingCount(group.findings.length)}</p></header>
${group.findings.map((finding) => findingArticle(finding, options))}
</section>`,
)}`
}
</section>
${skippedSection(document)}
</main>
</body>
</html>
`;
}

function summarySection(document: ResultDocument, title: string): SafeHtml {
  const { analysis, summary } = document;
  return html`<header>
<h1>Security report: ${title}</h1>
<p class="meta">Analysis ${analysis.analysis_id} · level ${analysis.analysis_type} · source ${analysis.source_type}${
    analysis.language ? html` · ${analysis.language}` : ""
  }</p>
<p class="meta">Started ${analysis.created_at} · completed ${analysis.completed_at}</p>
</header>
<dl class="summary">
<div class="card score"><dt>Security score</dt><dd>${summary.security_score}<small> / 100</small></dd></div>
<div class="card"><dt>Findings</dt><dd>${formatCount(summary.total_vulnerabilities)}</dd></div>
${SEVERITIES.map(
  (severity) =>
    html`<div class="card"><dt>${severityLabel[severity]}</dt><dd style="color: ${severityColour[severity]}">${formatCount(summary.counts[severity])}</dd></div>`,
)}
<div class="card"><dt>Files analysed</dt><dd>${formatCount(summary.files_analyzed)}</dd></div>
<div class="card"><dt>Lines of code</dt><dd>${formatCount(summary.lines_of_code)}</dd></div>
<div class="card"><dt>Languages</dt><dd class="small">${languagesText(document)}</dd></div>
</dl>`;
}

function findingArticle(finding: Finding, options: ReportOptions): SafeHtml {
  return html`<article class="finding">
<h4><span class="badge" style="background: ${severityColour[finding.severity]}">${severityLabel[finding.severity]}</span><span>${finding.title}</span></h4>
<dl class="facts">
<div><dt>Rule</dt><dd>${finding.ruleId}</dd></div>
<div><dt>Location</dt><dd>${finding.file}:${lineRange(finding)}</dd></div>
<div><dt>Confidence</dt><dd>${finding.confidence}</dd></div>
${finding.sourceKind && html`<div><dt>Input</dt><dd>${sourceKindLabel[finding.sourceKind]}</dd></div>`}
${finding.cwe.length > 0 && html`<div><dt>CWE</dt><dd>${finding.cwe.map((cwe, index) => html`${index > 0 && ", "}${cweLabel(cwe)} (${cweUrl(cwe)})`)}</dd></div>`}
${finding.owasp && html`<div><dt>OWASP</dt><dd>${finding.owasp}</dd></div>`}
<div><dt>Fingerprint</dt><dd>${finding.fingerprint}</dd></div>
</dl>
<p class="message">${finding.message}</p>
${
  finding.trace !== undefined &&
  finding.trace.length > 0 &&
  html`<p class="label">Data flow</p>
<ol class="trace">${finding.trace.map(
    (step) => html`<li><code>${step.file}:${step.line}:${step.column}</code> ${step.message}</li>`,
  )}</ol>`
}
${options.includeCode && finding.excerpt && html`<p class="label">Code</p>${codeBlock(finding.excerpt.code, { firstLine: finding.excerpt.startLine, finding })}`}
${
  options.includeFixes &&
  finding.fix &&
  html`<p class="label">Fix</p><div class="fix"><p>${finding.fix.description}</p>${
    finding.fix.replacement !== undefined && codeBlock(finding.fix.replacement)
  }</div>`
}
</article>`;
}

/** Code, with line numbers when they are known; the finding's own lines are highlighted. */
function codeBlock(code: string, numbering?: { firstLine: number; finding: Finding }): SafeHtml {
  return html`<pre><code>${codeLines(code).map((text, index) => {
    if (!numbering) return html`<span class="line">${text}</span>`;
    const number = numbering.firstLine + index;
    const hit = number >= numbering.finding.startLine && number <= numbering.finding.endLine;
    return html`<span class="line${hit ? " hit" : ""}"><span class="ln">${number}</span>${text}</span>`;
  })}</code></pre>`;
}

function skippedSection(document: ResultDocument): SafeHtml | false {
  const skipped = document.summary.files_skipped;
  return (
    skipped.length > 0 &&
    html`<section>
<h2>Files not analysed</h2>
<ul>${skipped.map((file) => html`<li><code>${file.path}</code>: ${file.reason}</li>`)}</ul>
</section>`
  );
}

function findingCount(count: number): string {
  return count === 1 ? "1 finding" : `${formatCount(count)} findings`;
}
