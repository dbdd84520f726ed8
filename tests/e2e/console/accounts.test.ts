import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastMailTo, register, strongPassword, uniqueEmail } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import { chromiumPath, launchBrowser, openConsole, screenshot } from "../../helpers/browser";

// A person's way into the console, in Chromium: sign up, the e-mailed link, sign in, and a
// forgotten password reset from the mailed link.

describe.skipIf(!chromiumPath)("console: accounts in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("signs up, verifies the e-mail from the mailed link, and signs in", async () => {
    const { page, problems } = await openConsole(browser);
    const email = uniqueEmail("console");
    await page.goto("/sign-up");
    await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(strongPassword);
    await screenshot(page, "sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();

    // Signing in before verifying is refused, with a way to get a new link.
    await page.goto("/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(strongPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /verify your e-mail/i })
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Send the verification link again" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /new verification link/i })
      .first()
      .waitFor();

    const link = lastMailTo(email, /confirm/i).links[0] as string;
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === "/verify-email");
    await page.getByRole("heading", { name: "E-mail verified" }).waitFor();
    await screenshot(page, "verify-email");

    // The same link a second time says so.
    await page.goto(link);
    await page
      .getByRole("alert")
      .filter({ hasText: /already used/ })
      .waitFor();

    await page.goto("/sign-in");
    await screenshot(page, "sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(strongPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();

    // A reload keeps the session: the refresh cookie renews the in-memory access token.
    await page.reload();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    expect(problems).toEqual([]);
  });

  it("resets a forgotten password from the mailed link and signs in with the new one", async () => {
    const email = uniqueEmail("console-reset");
    expect((await register(email, { name: "Reset Me" })).status).toBe(201);
    const verifyLink = lastMailTo(email, /confirm/i).links[0] as string;
    expect((await api(new URL(verifyLink).pathname + new URL(verifyLink).search)).status).toBe(200);

    const { page, problems } = await openConsole(browser, { viewport: { width: 390, height: 844 } });
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await screenshot(page, "forgot-password");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByRole("status").waitFor();

    const resetLink = lastMailTo(email, /password/i).links[0] as string;
    expect(new URL(resetLink).pathname).toBe("/reset-password");
    await page.goto(resetLink);
    const newPassword = "Another-Horse-77";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await screenshot(page, "reset-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("heading", { name: "Password changed" }).waitFor();

    await page.goto("/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    expect(problems).toEqual([]);
  });
});
