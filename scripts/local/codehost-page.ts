import { escapeHtml } from "../../lib/analysis/reports/html-template";
import { installationIdOf } from "./codehost-access";

// The local code host's one page for people: what the real host's installation settings show, so
// a newcomer can copy a repository's address and its installation id into the console's link form.

export function installationsPage(
  base: string,
  owners: Array<{ owner: string; repositories: string[] }>,
): string {
  const sections = owners.map(({ owner, repositories }) => {
    const items = repositories.map(
      (name) => `<li><code>${escapeHtml(`${base}/${owner}/${name}`)}</code></li>`,
    );
    return `<h2>${escapeHtml(owner)}</h2><p>Installation id: <code>${installationIdOf(owner)}</code></p><ul>${items.join("")}</ul>`;
  });
  return [
    "<!doctype html><html lang=en><meta charset=utf-8><title>Local code host</title>",
    "<h1>Local code host: installations of the app</h1>",
    "<p>Link a repository in the console with its address and its owner's installation id.</p>",
    ...(sections.length ? sections : ["<p>No repositories: add folders under the seeds directory.</p>"]),
  ].join("\n");
}
