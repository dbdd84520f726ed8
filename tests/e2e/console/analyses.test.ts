import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type SignedIn, signedInUser, strongPassword } from "../../helpers/accounts";
import { setBalance, vulnerablePython } from "../../helpers/analysis";
import { zipArchive } from "../../helpers/archives";
import { chromiumPath, launchBrowser, openConsole, screenshot } from "../../helpers/browser";

// Analyses in the browser: paste code and watch it run to its findings, follow a finding's trace,
// download a report, upload an archive with its progress bar, filter the list, and read the
// analysis page at phone width.

async function signIn(page: Page, user: SignedIn): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(strongPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/analyses");
}

const analysisPath = /^\/analyses\/analysis_[0-9a-z]+$/;

describe.skipIf(!chromiumPath)("console: analyses in the browser", () => {
  let browser: Browser;
  let user: SignedIn;
  let pastedPath = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser("console-analyses");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("pastes code, watches it to completion, follows a finding's trace and downloads a report", async () => {
    const { page, problems } = await openConsole(browser);
    await signIn(page, user);
    await page.getByRole("link", { name: "New analysis" }).first().click();
    await page.waitForURL((url) => url.pathname === "/analyses/new");

    // Tab indents inside the editor instead of leaving it.
    const editor = page.getByLabel("Code", { exact: true });
    await editor.click();
    await page.keyboard.type("x");
    await page.keyboard.press("Tab");
    expect(await editor.inputValue()).toBe("x    ");
    expect(await page.evaluate("document.activeElement.id")).toBe("code");

    await editor.fill(vulnerablePython);
    await page.getByText(`${vulnerablePython.split("\n").length} lines`).waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Flask service");
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("python");
    await page.getByRole("combobox", { name: "Level", exact: true }).selectOption("standard");
    await page.getByText(/Price: 3 credits for .* at level standard/).waitFor();
    await screenshot(page, "analysis-new");
    await page.getByRole("button", { name: "Start analysis" }).click();
    await page.waitForURL((url) => analysisPath.test(url.pathname));
    pastedPath = new URL(page.url()).pathname;

    // The first poll comes right after the create, long before the pipeline is done.
    const progress = page.getByRole("progressbar", { name: "Progress" });
    const findings = page.getByRole("heading", { name: "Findings" });
    await Promise.race([progress.waitFor(), findings.waitFor()]);
    if (await progress.isVisible()) {
      await page.getByRole("heading", { name: /^Stage: / }).waitFor();
      await page.getByRole("button", { name: "Cancel analysis" }).waitFor();
      await screenshot(page, "analysis-running");
    }
    await findings.waitFor({ timeout: 90_000 });
    await expect(progress.count()).resolves.toBe(0);
    await page.getByText("Security score").waitFor();
    await screenshot(page, "analysis-detail");

    const finding = page
      .locator("details.finding")
      .filter({ hasText: /command/i })
      .first();
    await finding.locator("summary").click();
    const trace = finding.getByRole("region", { name: "Trace from source to sink" });
    await trace.waitFor();
    const steps = trace.getByRole("listitem");
    expect(await steps.count()).toBeGreaterThan(0);
    await expect(steps.first().textContent()).resolves.toMatch(/:\d+/);
    await expect(trace.locator("pre.step-code").first().textContent()).resolves.toContain("os.system");
    await finding.getByRole("region", { name: "Fix" }).waitFor();
    await finding.scrollIntoViewIfNeeded();
    await screenshot(page, "analysis-finding-trace");

    const analysisId = pastedPath.split("/").pop() as string;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`security-report-${analysisId}.json`);
    const report = JSON.parse(readFileSync(await download.path(), "utf8")) as {
      analysis: { analysis_id: string };
      findings: unknown[];
    };
    expect(report.analysis.analysis_id).toBe(analysisId);
    expect(report.findings.length).toBeGreaterThan(0);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`security-report-${analysisId}.csv`);
    expect(page.url()).toContain(pastedPath);
    expect(problems).toEqual([]);
  });

  it("finds the ordinary injections of a pasted Express handler at the page's default level", async () => {
    const express = [
      'const express = require("express");',
      'const { exec } = require("child_process");',
      "const app = express();",
      "",
      'app.get("/ping", (req, res) => {',
      '  exec("ping -c 1 " + req.query.host, (err, out) => res.send(out));',
      "});",
      "",
      'app.get("/hello", (req, res) => {',
      '  res.send("<p>Hello " + req.query.name + "</p>");',
      "});",
      "",
      "app.listen(3000);",
      "",
    ].join("\n");
    const { page, problems } = await openConsole(browser);
    await signIn(page, user);
    await page.goto("/analyses/new");
    await page.getByLabel("Code", { exact: true }).fill(express);
    // Nothing but the code is chosen: the level is the page's own.
    await expect(page.getByRole("combobox", { name: "Level", exact: true }).inputValue()).resolves.toBe(
      "mini",
    );
    await page.getByRole("button", { name: "Start analysis" }).click();
    await page.waitForURL((url) => analysisPath.test(url.pathname));
    await page.getByRole("heading", { name: "Findings" }).waitFor({ timeout: 90_000 });
    // The list loads after the heading shows.
    await page.locator("details.finding summary").first().waitFor();
    const titles = await page.locator("details.finding summary").allTextContents();
    expect(titles.some((t) => /OS command injection.*line 6/.test(t))).toBe(true);
    expect(titles.some((t) => /Cross-site scripting.*line 10/.test(t))).toBe(true);
    expect(problems).toEqual([]);
  });

  it("reports the environment's input under the local threat model chosen in the options, and says so", async () => {
    const script = [
      'const { execSync } = require("child_process");',
      "",
      'execSync("tar -xf " + process.env.BUNDLE);',
      "",
    ].join("\n");
    const { page, problems } = await openConsole(browser);
    await signIn(page, user);
    await page.goto("/analyses/new");
    await page.getByLabel("Code", { exact: true }).fill(script);
    await page.getByText("Options", { exact: true }).click();
    const threatModel = page.getByRole("combobox", { name: "Threat model", exact: true });
    await expect(threatModel.inputValue()).resolves.toBe("remote");
    await threatModel.selectOption("local");
    await page.getByRole("button", { name: "Start analysis" }).click();
    await page.waitForURL((url) => analysisPath.test(url.pathname));
    await page.getByRole("heading", { name: "Findings" }).waitFor({ timeout: 90_000 });
    const finding = page.locator("details.finding", { hasText: "OS command injection" });
    await finding.locator("summary").click();
    await expect(finding.getByText(/confidence low · local input/).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it("uploads a zip with a progress bar, filters the list, and says when credits are short", async () => {
    const { page, problems } = await openConsole(browser);
    await signIn(page, user);
    await page.goto("/analyses/new");
    await page.getByLabel("Upload a file or archive").check();
    // Incompressible filler makes the upload long enough, at a throttled speed, to watch.
    const archive = zipArchive([
      { name: "service/app.py", content: vulnerablePython },
      {
        name: "service/data.bin",
        content: Buffer.from(Array.from({ length: 1_500_000 }, () => Math.floor(Math.random() * 256))),
        store: true,
      },
    ]);
    await page.getByLabel("File or archive", { exact: true }).setInputFiles({
      name: "service.zip",
      mimeType: "application/zip",
      buffer: archive,
    });
    await page.getByLabel("Title", { exact: true }).fill("Uploaded service");
    await page.getByRole("combobox", { name: "Level", exact: true }).selectOption("standard");
    await page.getByText(/Price: 15 credits for 1\.\d MB at level standard/).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 500 * 1024,
    });
    await page.getByRole("button", { name: "Start analysis" }).click();
    const uploading = page.getByRole("progressbar", { name: "Uploading" });
    await uploading.waitFor();
    await page.getByText(/Uploading: [1-9]\d?%/).waitFor();
    await screenshot(page, "analysis-upload-progress");
    await page.waitForURL((url) => analysisPath.test(url.pathname), { timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole("heading", { name: "Findings" }).waitFor({ timeout: 90_000 });
    await page.getByRole("heading", { name: /app\.py/ }).waitFor();

    await page.goto("/analyses");
    await page.getByRole("link", { name: "Flask service" }).waitFor();
    await page.getByRole("combobox", { name: "Source", exact: true }).selectOption("upload");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("source_type") === "upload");
    await page.getByText("Page 1 of 1 (1 analysis)").waitFor();
    await page.getByRole("link", { name: "Uploaded service" }).waitFor();
    expect(await page.getByRole("link", { name: "Flask service" }).count()).toBe(0);
    await screenshot(page, "analyses-list");
    await page.getByRole("link", { name: "Uploaded service" }).click();
    await page.waitForURL((url) => analysisPath.test(url.pathname));

    await setBalance(user.userId, 0);
    await page.goto("/analyses/new");
    await page.getByLabel("Code", { exact: true }).fill(vulnerablePython);
    await page.getByRole("button", { name: "Start analysis" }).click();
    const short = page.getByRole("alert").filter({ hasText: "Not enough credits" });
    await short.waitFor();
    await short.getByRole("link", { name: "Buy credits" }).waitFor();
    await setBalance(user.userId, 100);
    expect(problems).toEqual([]);
  });

  it("analyses a repository from its URL", async () => {
    const { page, problems } = await openConsole(browser);
    await signIn(page, user);
    await page.goto("/analyses/new");
    await page.getByRole("radio", { name: "From a repository" }).check();
    await page
      .getByRole("textbox", { name: "Repository URL" })
      .fill(`${inject("codehostWebUrl")}/acme/flask-shop`);
    await page.getByRole("combobox", { name: "Level", exact: true }).selectOption("standard");
    await page.getByText(/Price at level standard: 3 to 30 credits/).waitFor();
    await page.getByRole("button", { name: "Start analysis" }).click();
    await page.waitForURL((url) => analysisPath.test(url.pathname));
    await page.getByRole("heading", { name: "Findings" }).waitFor({ timeout: 90_000 });
    await page.getByText("codehost", { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it("brings a person who follows a link to an analysis back to it after signing in", async () => {
    const { page, problems } = await openConsole(browser);
    await page.goto(pastedPath);
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(strongPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === pastedPath);
    await page.getByText("Security score").waitFor();
    expect(problems).toEqual([]);
  });

  it("reads the analysis page at phone width, and deletes the analysis", async () => {
    const { page, problems } = await openConsole(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, user);
    await page.goto(pastedPath);
    await page.getByRole("heading", { name: "Findings" }).waitFor();
    await page.locator("details.finding summary").first().click();
    const width = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, "analysis-phone");

    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Delete analysis" }).click();
    await page.waitForURL((url) => url.pathname === "/analyses");
    await page.getByRole("link", { name: "Uploaded service" }).waitFor();
    expect(await page.getByRole("link", { name: "Flask service" }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
