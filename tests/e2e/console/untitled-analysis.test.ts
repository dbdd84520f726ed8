import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts";
import { created, pasted, submit, waitForAnalysis } from "../../helpers/analysis";
import { chromiumPath, launchBrowser, openConsole, screenshot, signInAs } from "../../helpers/browser";

// An analysis without a title is headed by its id, one unbroken word of 41 characters: on a phone
// (390 px) the heading and the page still fit the screen.

describe.skipIf(!chromiumPath)("console: an untitled analysis at phone width", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("wraps the id heading instead of overflowing 390 px", async () => {
    const user = await signedInUser("console-untitled");
    const id = await created(await submit(user, pasted({ analysis_type: "standard", language: "python" })));
    expect(id.length).toBeGreaterThan(30);
    await waitForAnalysis(user, id);

    const { page, problems } = await openConsole(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(page, user.email);
    await page.goto(`/analyses/${id}`);
    await page.getByRole("heading", { level: 1, name: id }).waitFor();
    await page.getByRole("heading", { name: "Findings" }).waitFor();
    await page.locator("details.finding summary").first().click();
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect((heading?.x ?? 0) + (heading?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    await screenshot(page, "analysis-untitled-phone");
    expect(problems).toEqual([]);
  });
});
