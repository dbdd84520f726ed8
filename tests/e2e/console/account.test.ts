import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, login, signedInUser } from "../../helpers/accounts";
import { created, pasted, setBalance, setRole, submit, waitForAnalysis } from "../../helpers/analysis";
import { api } from "../../helpers/api";
import { chromiumPath, launchBrowser, openConsole, screenshot, signInAs } from "../../helpers/browser";
import { codehostApi, freshRepository, installationIdOf, repositoryUrl } from "../../helpers/codehost";

// The account pages in Chromium: API keys, completion notice endpoints, the profile and account
// deletion, linked repositories and their settings, and sign-in through the local providers.

describe.skipIf(!chromiumPath)("console: the account in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("explains the plan refusal, then creates, copies and revokes an API key on pro", async () => {
    const user = await signedInUser("console-keys");
    const { page, problems } = await openConsole(browser);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(page, user.email);
    await page.getByRole("link", { name: "API keys" }).click();
    await page.getByLabel("Key name").fill("CI pipeline");
    await page.getByRole("button", { name: "Create key" }).click();
    await page.getByRole("alert").filter({ hasText: "you are on the free plan" }).waitFor();

    await setRole(user.userId, "pro");
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.locator(".secret-value");
    await shown.waitFor();
    const key = (await shown.textContent()) ?? "";
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("status").filter({ hasText: "Copied." }).waitFor();
    // The console itself may not read the clipboard (its policy allows writing only): read it
    // from another origin's page in the same browser.
    const reader = await page.context().newPage();
    await reader.goto(`${codehostApi()}/_local/deliveries`);
    expect(await reader.evaluate("navigator.clipboard.readText()")).toBe(key);
    await reader.close();
    await page.getByRole("cell", { name: "CI pipeline" }).waitFor();
    await screenshot(page, "api-keys");
    expect((await api("/api/v1/users/me", { headers: { "x-api-key": key } })).status).toBe(200);

    await page.getByRole("button", { name: "Revoke", exact: true }).click();
    await page.getByRole("button", { name: "Revoke CI pipeline" }).click();
    await page.getByText("No keys.").waitFor();
    expect((await api("/api/v1/users/me", { headers: { "x-api-key": key } })).status).toBe(401);
    expect(problems).toEqual([]);
  });

  it("adds a notice endpoint, shows its secret once, and removes it", async () => {
    const user = await signedInUser("console-notices");
    const { page, problems } = await openConsole(browser);
    await signInAs(page, user.email);
    await page.getByRole("link", { name: "Notices" }).click();
    const url = "http://127.0.0.1:9/notices";
    await page.getByLabel("Endpoint address").fill(url);
    await page.getByLabel("An analysis failed").uncheck();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page
      .locator(".secret-value")
      .filter({ hasText: /^whsec_/ })
      .waitFor();
    const endpoints = page.getByRole("list", { name: "Endpoints" }).getByRole("listitem");
    await endpoints.filter({ hasText: "analysis.completed" }).waitFor();
    await screenshot(page, "notices");
    const listed = await api("/api/v1/webhooks", { headers: bearer(user.accessToken) });
    expect(listed.json<{ webhooks: Array<{ url: string; events: string[] }> }>().webhooks).toEqual([
      expect.objectContaining({ url, events: ["analysis.completed"] }),
    ]);

    // An analysis ends: its notice finds nobody at that address, and the endpoint's log says so.
    await setBalance(user.userId, 10);
    const analysisId = await created(await submit(user, pasted()));
    expect((await waitForAnalysis(user, analysisId)).status).toBe("completed");
    const [{ id }] = listed.json<{ webhooks: Array<{ id: string }> }>().webhooks as [{ id: string }];
    await expect
      .poll(
        async () =>
          (await api(`/api/v1/webhooks/${id}/deliveries`, { headers: bearer(user.accessToken) })).json<{
            deliveries: unknown[];
          }>().deliveries.length,
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.reload();
    await page.getByText("Recent deliveries").click();
    const row = page.getByRole("row").filter({ hasText: analysisId });
    await row.filter({ hasText: "analysis.completed" }).waitFor();
    // Outcome and last attempt: retried later, after no answer at all.
    expect(await row.textContent()).toMatch(/(retrying|failed)#1: (?!answered)\S/);

    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await page.getByRole("button", { name: `Remove ${url}` }).click();
    await page.getByText("No endpoints.").waitFor();
    const after = await api("/api/v1/webhooks", { headers: bearer(user.accessToken) });
    expect(after.json<{ webhooks: unknown[] }>().webhooks).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("edits the profile, then deletes the account after the e-mail is typed, and signs out", async () => {
    const user = await signedInUser("console-profile");
    const { page, problems } = await openConsole(browser);
    await signInAs(page, user.email);
    await page.getByRole("link", { name: "Profile" }).click();
    await page.getByLabel("First name").fill("Katherine");
    await page.getByLabel("Last name").fill("Johnson");
    await page.getByLabel("Company").fill("Langley");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByRole("status").filter({ hasText: "Profile saved." }).waitFor();
    await screenshot(page, "profile");
    const profile = await api("/api/v1/users/me", { headers: bearer(user.accessToken) });
    expect(profile.json()).toMatchObject({
      first_name: "Katherine",
      last_name: "Johnson",
      organization: "Langley",
    });

    const remove = page.getByRole("button", { name: "Delete my account" });
    await page.getByLabel("Type your e-mail address to confirm").fill("someone-else@example.test");
    expect(await remove.isDisabled()).toBe(true);
    await page.getByLabel("Type your e-mail address to confirm").fill(user.email);
    await remove.click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await page.getByRole("link", { name: "Sign up" }).waitFor();
    expect((await login(user.email)).status).toBe(401);
    expect(problems).toEqual([]);
  });

  it("links a repository, changes its settings and unlinks it", async () => {
    const user = await signedInUser("console-repos");
    const { owner, repo } = freshRepository();
    const installation = await installationIdOf(owner);
    const { page, problems } = await openConsole(browser);
    await signInAs(page, user.email);
    await page.getByRole("link", { name: "Repositories" }).click();
    await page.getByText("No repositories linked yet.").waitFor();
    await page.getByLabel("Repository address").fill(repositoryUrl(owner, repo));
    await page.getByLabel("Installation id").fill(String(installation));
    await page.getByRole("button", { name: "Link repository" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Linked ${owner}/${repo}.` })
      .waitFor();
    const row = page.getByRole("link", { name: `${owner}/${repo}` });
    await row.waitFor();
    await screenshot(page, "repositories");

    await row.click();
    await page.getByRole("heading", { name: `${owner}/${repo}` }).waitFor();
    await page.getByLabel("Analysis level").selectOption("ultra");
    await page.getByLabel("Branches analysed on push").fill("main, release/1.x");
    await page.getByLabel("Comment on pull requests").uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByRole("status").filter({ hasText: "Settings saved." }).waitFor();
    await screenshot(page, "repository-settings");
    const projects = await api("/api/v1/codehost/projects", { headers: bearer(user.accessToken) });
    expect(projects.json<{ projects: Array<{ settings: unknown }> }>().projects[0]?.settings).toEqual({
      analysis_type: "ultra",
      branches: ["main", "release/1.x"],
      pull_request_comments: false,
    });

    // The page shows what was saved after a reload.
    await page.reload();
    await expect(page.getByLabel("Analysis level").inputValue()).resolves.toBe("ultra");
    await expect(page.getByLabel("Comment on pull requests").isChecked()).resolves.toBe(false);

    await page.getByRole("button", { name: "Unlink repository" }).click();
    await page.getByRole("button", { name: `Unlink ${owner}/${repo}` }).click();
    await page.getByText("unlinked", { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  for (const [provider, label] of [
    ["idp-a", "Identity provider"],
    ["idp-b", "Code host account"],
  ] as const) {
    it(`signs in through ${provider} and lands on the analyses page signed in`, async () => {
      const { page, problems } = await openConsole(browser);
      await page.goto("/sign-in");
      await page.getByRole("link", { name: label }).click();
      await page.waitForURL((url) => url.pathname === "/analyses");
      await page.getByRole("button", { name: "Sign out" }).waitFor();
      await page.getByRole("link", { name: "Profile" }).click();
      await page.getByText("local-user@example.test").waitFor();
      expect(problems).toEqual([]);
    });
  }
});
