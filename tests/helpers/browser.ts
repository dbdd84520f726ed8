import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { strongPassword } from "./accounts";
import { baseUrl } from "./api";

// The console's end-to-end tests drive Debian's Chromium through playwright-core: the system
// browser, no browser download. Every page visited can be photographed into SCREENSHOT_DIR.

export const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) =>
  existsSync(path),
);

export const SCREENSHOT_DIR = join(".test-artifacts", "screenshots");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: ["--no-sandbox"] });
}

export interface ConsolePage {
  page: Page;
  /** Script errors, console errors and Content-Security-Policy violations seen so far. */
  problems: string[];
}

/** A fresh browser context (no cookies) with a page that records every problem it meets. */
export async function openConsole(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<ConsolePage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    acceptDownloads: true,
    viewport: options.viewport ?? { width: 1280, height: 860 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    // Refused API calls (a 401 before sign-in) are part of the flows; Chromium logs each one.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return { page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Signs `email` in through the console's sign-in page and waits for the signed-in navigation. */
export async function signInAs(page: Page, email: string, password = strongPassword): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
}
