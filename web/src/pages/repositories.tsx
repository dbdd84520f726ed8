import { useState } from "preact/hooks";
import type { linkRoute, listProjectsRoute } from "../../../lib/codehost/routes";
import type { ResponseOf } from "../../../lib/http/route";
import { api } from "../api";
import { ErrorNote, Field, formatDate, formValues, Notice, Page, Table, useAction, useLoad } from "../ui";

type ProjectList = ResponseOf<typeof listProjectsRoute>;
export type Project = ProjectList["projects"][number];

export function loadProjects(): Promise<Project[]> {
  return api<ProjectList>("/api/v1/codehost/projects").then((answer) => answer.projects);
}

export function Repositories() {
  const projects = useLoad(loadProjects);
  return (
    <Page title="Repositories">
      <p>
        Linked repositories are analysed on every push to a tracked branch and on every pull request; the pull
        request gets the result as a comment and a check.
      </p>
      <ErrorNote error={projects.error} />
      {projects.value && projects.value.length === 0 && <p>No repositories linked yet.</p>}
      {projects.value && projects.value.length > 0 && (
        <Table columns={["Repository", "Status", "Level", "Last analysis"]}>
          {projects.value.map((project) => (
            <tr key={project.project_id}>
              <td>
                <a href={`/repositories/${project.project_id}`}>{project.repository_name}</a>
                {project.private && <span class="badge">private</span>}
              </td>
              <td>{project.status}</td>
              <td>{project.settings.analysis_type}</td>
              <td>
                {project.last_analysis ? (
                  <a href={`/analyses/${project.last_analysis.analysis_id}`}>
                    {project.last_analysis.status}
                    {project.last_analysis.security_score !== null &&
                      `, score ${project.last_analysis.security_score}`}{" "}
                    · {formatDate(project.last_analysis.created_at)}
                  </a>
                ) : (
                  "—"
                )}
                {project.last_problem && <div class="hint">{project.last_problem.message}</div>}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <LinkRepository onLinked={projects.reload} />
    </Page>
  );
}

function LinkRepository({ onLinked }: { onLinked: () => void }) {
  const [linked, setLinked] = useState<string | undefined>(undefined);
  const link = useAction(async (values: Record<string, string>) => {
    setLinked(undefined);
    const answer = await api<ResponseOf<typeof linkRoute>>("/api/v1/codehost/link", {
      method: "POST",
      json: { repository_url: values.repository_url, installation_id: values.installation_id },
    });
    setLinked(answer.repository_name);
    onLinked();
  });
  return (
    <form
      class="panel stack narrow"
      aria-labelledby="link-title"
      onSubmit={(event) => link.act(formValues(event))}
    >
      <h2 id="link-title">Link a repository</h2>
      <p class="hint">
        Install the app on the code host account or organisation first; its installation page shows the
        installation id.
      </p>
      <Field
        label="Repository address"
        hint="The repository's web address on the code host: <host>/<owner>/<repository>."
      >
        <input name="repository_url" type="url" required maxLength={500} />
      </Field>
      <Field label="Installation id">
        <input name="installation_id" inputMode="numeric" pattern="[1-9][0-9]*" required />
      </Field>
      <ErrorNote error={link.error} />
      {linked && <Notice>Linked {linked}.</Notice>}
      <div>
        <button type="submit" disabled={link.busy}>
          Link repository
        </button>
      </div>
    </form>
  );
}
