import { useEffect, useRef, useState } from "preact/hooks";
import { type Finding, type FindingsPage, SEVERITIES, type Severity, sourceKindLabels } from "./analysis";
import { api } from "./api";
import { ErrorNote, Field, SeverityBadge } from "./ui";

// A completed analysis's findings on its page, read a page at a time from
// GET /api/analysis/{id}/findings (most severe first) and grouped by file as they arrive: an
// analysis with 10,000 findings opens as fast as one with ten, and "Show more" reads on.

const pageSize = 50;

function findingsPath(id: string, severity: Severity | "", cursor?: string): string {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (severity) query.set("severity", severity);
  if (cursor) query.set("cursor", cursor);
  return `/api/analysis/${encodeURIComponent(id)}/findings?${query}`;
}

function groupByFile(findings: Finding[]): Array<[string, Finding[]]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.file);
    if (group) group.push(finding);
    else groups.set(finding.file, [finding]);
  }
  return [...groups.entries()];
}

/** The code lines of a snippet with their numbers; the finding's own lines are marked. */
function Snippet({ finding }: { finding: Finding }) {
  if (!finding.snippet) return null;
  const { start_line, code } = finding.snippet;
  return (
    <pre class="snippet">
      {code.split("\n").map((text, index) => {
        const line = start_line + index;
        const marked = line >= finding.start_line && line <= finding.end_line;
        return (
          <span key={line} class={marked ? "line marked" : "line"}>
            <span class="number" aria-hidden="true">
              {String(line).padStart(4)}{" "}
            </span>
            {text}
            {"\n"}
          </span>
        );
      })}
    </pre>
  );
}

/** A trace step's line of code, when the finding's snippet holds it. */
function stepCode(finding: Finding, file: string, line: number): string | undefined {
  const snippet = finding.snippet;
  if (!snippet || file !== finding.file) return undefined;
  return snippet.code.split("\n")[line - snippet.start_line]?.trim() || undefined;
}

function FindingDetails({ finding }: { finding: Finding }) {
  return (
    <details class="finding panel">
      <summary>
        <SeverityBadge severity={finding.severity} /> {finding.title}{" "}
        <span class="hint">
          line {finding.start_line} · {finding.rule_id}
        </span>
      </summary>
      <div class="stack">
        <p>{finding.message}</p>
        <p class="hint">
          {finding.cwe.length > 0 && `CWE-${finding.cwe.join(", CWE-")} · `}
          {finding.owasp} · confidence {finding.confidence}
          {finding.source_kind && ` · ${sourceKindLabels[finding.source_kind]}`}
        </p>
        <Snippet finding={finding} />
        {finding.trace.length > 0 && (
          <section aria-label="Trace from source to sink">
            <h4>Trace from source to sink</h4>
            <ol class="trace">
              {finding.trace.map((step, index) => {
                const code = stepCode(finding, step.file, step.line);
                return (
                  <li key={`${step.file}:${step.line}:${step.column}:${index}`}>
                    <code>
                      {step.file}:{step.line}
                    </code>{" "}
                    {step.message}
                    {code && <pre class="step-code">{code}</pre>}
                  </li>
                );
              })}
            </ol>
          </section>
        )}
        {finding.fix && (
          <section aria-label="Fix">
            <h4>Fix</h4>
            <p>{finding.fix.description}</p>
            {finding.fix.replacement && <pre>{finding.fix.replacement}</pre>}
          </section>
        )}
      </div>
    </details>
  );
}

export function Findings({ id, counts }: { id: string; counts?: Record<Severity, number> }) {
  const [severity, setSeverity] = useState<Severity | "">("");
  const [shown, setShown] = useState<FindingsPage | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  // The list a page was asked for: one that arrives after the analysis or the filter changed is dropped.
  const wanted = useRef("");

  const load = async (cursor?: string) => {
    const list = `${id} ${severity}`;
    setBusy(true);
    setError(undefined);
    try {
      const page = await api<FindingsPage>(findingsPath(id, severity, cursor));
      if (wanted.current !== list) return;
      setShown((before) =>
        cursor && before
          ? { findings: [...before.findings, ...page.findings], pagination: page.pagination }
          : page,
      );
    } catch (failure) {
      if (wanted.current === list) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    wanted.current = `${id} ${severity}`;
    setShown(undefined);
    load();
  }, [id, severity]);

  const findings = shown?.findings ?? [];
  const total = shown?.pagination.total_items ?? 0;
  const next = shown?.pagination.next_cursor;
  return (
    <section aria-labelledby="findings" class="stack">
      <h2 id="findings">Findings</h2>
      <div class="row">
        <Field label="Severity">
          <select
            name="severity"
            value={severity}
            onChange={(event) =>
              setSeverity((event.currentTarget as HTMLSelectElement).value as Severity | "")
            }
          >
            <option value="">All severities</option>
            {SEVERITIES.map((each) => (
              <option key={each} value={each}>
                {each} ({counts?.[each] ?? 0})
              </option>
            ))}
          </select>
        </Field>
      </div>
      {shown && total === 0 && <p>{severity ? `No ${severity} findings.` : "No weaknesses found."}</p>}
      {shown && total > 0 && (
        <p class="hint" aria-live="polite">
          Showing {findings.length} of {total} findings, most severe first.
        </p>
      )}
      {groupByFile(findings).map(([file, inFile]) => (
        <section key={file} class="stack file-findings" aria-label={file}>
          <h3>
            <code>{file}</code> ({inFile.length})
          </h3>
          {inFile.map((finding) => (
            <FindingDetails key={finding.fingerprint} finding={finding} />
          ))}
        </section>
      ))}
      {!shown && !error && <p class="loading">Loading findings…</p>}
      {next && (
        <div>
          <button type="button" class="secondary" disabled={busy} onClick={() => load(next)}>
            Show {Math.min(pageSize, total - findings.length)} more findings
          </button>
        </div>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
