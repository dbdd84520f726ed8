import { useEffect, useState } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import {
  type Analysis as AnalysisData,
  analysisName,
  endingInWords,
  finishedStatuses,
  reportFormats,
  SEVERITIES,
  stageName,
} from "../analysis";
import { api, reportLink } from "../api";
import { Findings } from "../findings";
import { ErrorNote, formatDate, Page, ProgressBar, SeverityBadge, useAction } from "../ui";

// One analysis: its stage and progress while it runs (polled), then its score, findings and
// report downloads. Findings are read a page at a time once completed (../findings.tsx).

const pollMs = 1500;

function path(id: string, suffix = ""): string {
  return `/api/analysis/${encodeURIComponent(id)}${suffix}`;
}

/** Polls the analysis until it finishes. */
function useAnalysis(id: string) {
  const [analysis, setAnalysis] = useState<AnalysisData | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const current = await api<AnalysisData>(path(id));
        if (!live) return;
        setAnalysis(current);
        setError(undefined);
        if (!finishedStatuses.includes(current.status)) timer = setTimeout(poll, pollMs);
      } catch (failure) {
        if (live) setError(failure);
      }
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, version]);
  return { analysis, error, reload: () => setVersion((current) => current + 1) };
}

function Summary({ analysis }: { analysis: AnalysisData }) {
  const counts = analysis.severity_counts;
  return (
    <div class="cards">
      <div class="card">
        <div>Security score</div>
        <div class="value">{analysis.security_score ?? "—"}</div>
      </div>
      <div class="card">
        <div>Findings</div>
        <div class="value">{analysis.total_vulnerabilities ?? 0}</div>
      </div>
      {counts &&
        SEVERITIES.map((severity) => (
          <div class="card" key={severity}>
            <div>
              <SeverityBadge severity={severity} />
            </div>
            <div class="value">{counts[severity]}</div>
          </div>
        ))}
    </div>
  );
}

function Downloads({ id }: { id: string }) {
  const download = useAction(async (format: string) => {
    // The URL is an attachment: the browser saves it and this page stays.
    window.location.assign(await reportLink(id, format));
  });
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads">Reports</h2>
      <div class="row">
        {reportFormats.map((format) => (
          <button
            key={format}
            type="button"
            class="secondary"
            disabled={download.busy}
            onClick={() => download.act(format)}
          >
            Download {format.toUpperCase()}
          </button>
        ))}
      </div>
      <ErrorNote error={download.error} />
    </section>
  );
}

export function Analysis() {
  const { params } = useRoute();
  const { route } = useLocation();
  const id = params.id ?? "";
  const { analysis, error, reload } = useAnalysis(id);
  const cancel = useAction(async () => {
    await api(path(id, "/cancel"), { method: "POST" });
    reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm("Delete this analysis with its findings and reports? This cannot be undone.")) return;
    await api(path(id), { method: "DELETE" });
    route("/analyses");
  });

  if (!analysis) {
    return (
      <Page title="Analysis">
        <ErrorNote error={error} />
        {!error && <p class="loading">Loading…</p>}
      </Page>
    );
  }
  const running = !finishedStatuses.includes(analysis.status);
  return (
    <Page title={analysisName(analysis)}>
      <dl class="facts">
        <dt>Status</dt>
        <dd>{analysis.status}</dd>
        <dt>Level</dt>
        <dd>{analysis.analysis_type}</dd>
        <dt>Source</dt>
        <dd>{analysis.source_type}</dd>
        <dt>Language</dt>
        <dd>{analysis.language}</dd>
        <dt>Credits</dt>
        <dd>{analysis.credits_used}</dd>
        <dt>Created</dt>
        <dd>{formatDate(analysis.created_at)}</dd>
        {analysis.completed_at && (
          <>
            <dt>Completed</dt>
            <dd>{formatDate(analysis.completed_at)}</dd>
          </>
        )}
        {analysis.files_analyzed !== undefined && (
          <>
            <dt>Files, lines</dt>
            <dd>
              {analysis.files_analyzed}, {analysis.lines_of_code}
            </dd>
          </>
        )}
      </dl>

      {running && (
        <section class="stack panel" aria-labelledby="running" aria-live="polite">
          <h2 id="running">Stage: {stageName(analysis.current_stage)}</h2>
          <ProgressBar label="Progress" value={analysis.progress} />
          <p class="hint">Expected by {formatDate(analysis.estimated_completion)}.</p>
          {Date.now() > Date.parse(analysis.estimated_completion) && (
            <p class="note" role="status">
              This is taking longer than expected. If the service was interrupted, the analysis resumes by
              itself within a few minutes; one that cannot finish is stopped and its credits are refunded.
            </p>
          )}
          <div>
            <button type="button" class="secondary" disabled={cancel.busy} onClick={() => cancel.act()}>
              Cancel analysis
            </button>
          </div>
          <ErrorNote error={cancel.error} />
        </section>
      )}
      <ErrorNote error={error} />
      {analysis.error && (
        <section class="note error" role="alert" aria-labelledby="ending">
          <h2 id="ending">{analysis.status === "cancelled" ? "Cancelled" : "The analysis failed"}</h2>
          <p>{endingInWords(analysis.status, analysis.error.code)}</p>
          <p>
            {analysis.error.message} ({analysis.error.code})
          </p>
        </section>
      )}

      {analysis.status === "completed" && (
        <>
          <Summary analysis={analysis} />
          <Downloads id={id} />
          <Findings id={id} counts={analysis.severity_counts} />
        </>
      )}

      <section aria-labelledby="manage">
        <h2 id="manage">Manage</h2>
        <button type="button" class="danger" disabled={remove.busy} onClick={() => remove.act()}>
          Delete analysis
        </button>
        <ErrorNote error={remove.error} />
      </section>
    </Page>
  );
}
