import { useState } from "preact/hooks";
import { useRoute } from "preact-iso";
import { LEVELS } from "../analysis";
import { api } from "../api";
import {
  ConfirmButton,
  ErrorNote,
  Field,
  formatDate,
  formValues,
  Notice,
  Page,
  useAction,
  useLoad,
} from "../ui";
import { loadProjects, type Project } from "./repositories";

export function RepositorySettings() {
  const { params } = useRoute();
  const id = params.id ?? "";
  const projects = useLoad(loadProjects, [id]);
  const found = projects.value?.find((project) => project.project_id === id);
  return (
    <Page title={found ? found.repository_name : "Repository"}>
      <p>
        <a href="/repositories">All repositories</a>
      </p>
      <ErrorNote error={projects.error} />
      {projects.value && !found && <p>This repository is not linked to your account.</p>}
      {found && <Settings project={found} onChange={projects.reload} />}
    </Page>
  );
}

function Settings({ project, onChange }: { project: Project; onChange: () => void }) {
  const [saved, setSaved] = useState(false);
  const save = useAction(async (values: Record<string, string>) => {
    setSaved(false);
    const branches = (values.branches ?? "").split(/[\s,]+/).filter(Boolean);
    await api(`/api/v1/codehost/projects/${project.project_id}`, {
      method: "PATCH",
      json: {
        analysis_type: values.analysis_type,
        branches,
        pull_request_comments: values.pull_request_comments === "on",
      },
    });
    setSaved(true);
    onChange();
  });
  const unlink = useAction(async () => {
    await api("/api/v1/codehost/unlink", { method: "POST", json: { project_id: project.project_id } });
    onChange();
  });
  return (
    <>
      <dl class="facts">
        <dt>Status</dt>
        <dd>{project.status}</dd>
        <dt>Default branch</dt>
        <dd>{project.default_branch}</dd>
        <dt>Linked</dt>
        <dd>{formatDate(project.created_at)}</dd>
        <dt>Last event</dt>
        <dd>{formatDate(project.last_event_at)}</dd>
      </dl>
      {project.last_problem && (
        <p class="note error">
          The last event started no analysis: {project.last_problem.message} (
          {formatDate(project.last_problem.at)})
        </p>
      )}
      <form
        class="panel stack narrow"
        aria-labelledby="settings-title"
        onSubmit={(event) => save.act(formValues(event))}
      >
        <h2 id="settings-title">Settings</h2>
        <Field
          label="Analysis level"
          hint="For pushes and pull requests; each analysis is charged at this level"
        >
          <select name="analysis_type">
            {LEVELS.map((level) => (
              <option key={level} value={level} selected={level === project.settings.analysis_type}>
                {level}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Branches analysed on push"
          hint={`Separated by spaces or commas; empty means the default branch (${project.default_branch})`}
        >
          <input name="branches" defaultValue={project.settings.branches.join(", ")} />
        </Field>
        <label class="check">
          <input
            name="pull_request_comments"
            type="checkbox"
            defaultChecked={project.settings.pull_request_comments}
          />{" "}
          Comment on pull requests
        </label>
        <ErrorNote error={save.error} />
        {saved && <Notice>Settings saved.</Notice>}
        <div>
          <button type="submit" disabled={save.busy}>
            Save settings
          </button>
        </div>
      </form>
      {project.status === "linked" && (
        <section class="stack">
          <h2>Unlink</h2>
          <p>Pushes and pull requests of this repository will no longer be analysed.</p>
          <ErrorNote error={unlink.error} />
          <div>
            <ConfirmButton
              label="Unlink repository"
              confirmLabel={`Unlink ${project.repository_name}`}
              busy={unlink.busy}
              onConfirm={() => unlink.act()}
            />
          </div>
        </section>
      )}
    </>
  );
}
