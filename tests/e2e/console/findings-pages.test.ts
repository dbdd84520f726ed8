import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedInUser } from "../../helpers/accounts";
import { created, pasted, submit, waitForAnalysis } from "../../helpers/analysis";
import { chromiumPath, launchBrowser, openConsole, screenshot, signInAs } from "../../helpers/browser";
import { pythonWithFindings } from "../../helpers/findings";

// The analysis page reads findings a page at a time: an analysis with 270 findings shows the first
// 50, reads on with "Show more", and a severity filter starts the list over.

describe.skipIf(!chromiumPath)("console: findings in pages", () => {
  let browser: Browser;
  let user: SignedIn;
  let analysisId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser("console-findings");
    analysisId = await created(
      await submit(
        user,
        pasted({ content: pythonWithFindings(90), filename: "many.py", title: "Many findings" }),
      ),
    );
    expect((await waitForAnalysis(user, analysisId, undefined, 120_000)).status).toBe("completed");
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the first page, reads on, and filters by severity", async () => {
    const { page, problems } = await openConsole(browser);
    const pageRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/findings?")) pageRequests.push(new URL(request.url()).search);
    });
    await signInAs(page, user.email);
    await page.goto(`/analyses/${analysisId}`);
    await page.getByText("Showing 50 of 270 findings, most severe first.").waitFor();
    expect(await page.locator("details.finding").count()).toBe(50);

    await page.getByRole("button", { name: "Show 50 more findings" }).click();
    await page.getByText("Showing 100 of 270 findings, most severe first.").waitFor();
    expect(await page.locator("details.finding").count()).toBe(100);
    expect(pageRequests).toHaveLength(2);
    expect(pageRequests[1]).toContain("cursor=");

    await page.getByRole("combobox", { name: "Severity" }).selectOption("medium");
    await page.getByText("Showing 50 of 180 findings, most severe first.").waitFor();
    expect(await page.locator("details.finding").count()).toBe(50);
    await page.locator("details.finding summary").first().click();
    await page.getByRole("region", { name: "Fix" }).first().waitFor();
    await screenshot(page, "analysis-findings-pages");

    await page.getByRole("combobox", { name: "Severity" }).selectOption("critical");
    await page.getByText("No critical findings.").waitFor();
    expect(problems).toEqual([]);
  });
});
