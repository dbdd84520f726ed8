import { useLocation } from "preact-iso";
import { type AnalysisList, analysisName, LANGUAGES, LEVELS, listStatuses, sourceTypes } from "../analysis";
import { api, withQuery } from "../api";
import { ErrorNote, Field, formatDate, formValues, Options, Page, Table, useLoad } from "../ui";

// The filters and the page number live in the address, so a filtered list can be reloaded,
// bookmarked and paged with plain links.

const filterNames = [
  "status",
  "source_type",
  "analysis_type",
  "language",
  "created_after",
  "created_before",
] as const;

export function Analyses() {
  const { query, route } = useLocation();
  const filters = Object.fromEntries(filterNames.map((name) => [name, query[name] ?? ""]));
  const page = Number(query.page ?? 1) || 1;
  const list = useLoad(
    () => api<AnalysisList>(withQuery("/api/analysis", { ...filters, page, limit: 20 })),
    [
      query.status,
      query.source_type,
      query.analysis_type,
      query.language,
      query.created_after,
      query.created_before,
      page,
    ],
  );
  const pageLink = (to: number) => withQuery("/analyses", { ...filters, page: to });
  const pagination = list.value?.pagination;

  return (
    <Page title="Analyses">
      <p>
        <a class="button" href="/analyses/new">
          New analysis
        </a>
      </p>
      <form
        class="row filters"
        aria-label="Filters"
        onSubmit={(event) => route(withQuery("/analyses", formValues(event)))}
      >
        <Field label="Status">
          <select name="status" value={filters.status}>
            <Options values={listStatuses} anyLabel="Any" />
          </select>
        </Field>
        <Field label="Source">
          <select name="source_type" value={filters.source_type}>
            <Options values={sourceTypes} anyLabel="Any" />
          </select>
        </Field>
        <Field label="Level">
          <select name="analysis_type" value={filters.analysis_type}>
            <Options values={LEVELS} anyLabel="Any" />
          </select>
        </Field>
        <Field label="Language">
          <select name="language" value={filters.language}>
            <Options values={LANGUAGES} anyLabel="Any" />
          </select>
        </Field>
        <Field label="Created after">
          <input name="created_after" type="date" value={filters.created_after} />
        </Field>
        <Field label="Created before">
          <input name="created_before" type="date" value={filters.created_before} />
        </Field>
        <button type="submit">Filter</button>
        <a class="button secondary" href="/analyses">
          Clear
        </a>
      </form>
      <ErrorNote error={list.error} />
      {!list.value && !list.error && <p class="loading">Loading…</p>}
      {list.value && list.value.analyses.length === 0 && <p>No analyses match.</p>}
      {list.value && list.value.analyses.length > 0 && (
        <Table
          columns={[
            "Analysis",
            "Status",
            "Score",
            "Findings",
            "Credits",
            "Source",
            "Level",
            "Language",
            "Created",
            "Completed",
          ]}
        >
          {list.value.analyses.map((analysis) => (
            <tr key={analysis.analysis_id}>
              <td>
                <a href={`/analyses/${analysis.analysis_id}`}>{analysisName(analysis)}</a>
              </td>
              <td>{analysis.status}</td>
              <td>{analysis.security_score ?? "—"}</td>
              <td>{analysis.total_vulnerabilities ?? "—"}</td>
              <td>{analysis.credits_used}</td>
              <td>{analysis.source_type}</td>
              <td>{analysis.analysis_type}</td>
              <td>{analysis.language}</td>
              <td>{formatDate(analysis.created_at)}</td>
              <td>{formatDate(analysis.completed_at)}</td>
            </tr>
          ))}
        </Table>
      )}
      {pagination && (
        <nav class="row pager" aria-label="Pages">
          {pagination.has_previous && <a href={pageLink(pagination.page - 1)}>Previous page</a>}
          <span>
            Page {pagination.page} of {Math.max(pagination.total_pages, 1)} ({pagination.total_items}{" "}
            {pagination.total_items === 1 ? "analysis" : "analyses"})
          </span>
          {pagination.has_next && <a href={pageLink(pagination.page + 1)}>Next page</a>}
        </nav>
      )}
    </Page>
  );
}
