import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts";
import { chromiumPath, launchBrowser, openConsole, screenshot, signInAs } from "../../helpers/browser";
import { balanceOf, expectMoneyConsistent, purchasesOf } from "../../helpers/payments";

// The credits page in Chromium against the local payment gateway: cards are added from the
// gateway's test cards (tokens only, never card numbers), credits bought, declines shown.

async function addCard(page: Page, card: string) {
  const form = page.getByRole("form", { name: "Add a card" });
  await form.getByLabel("Test card").selectOption({ label: card });
  await form.getByLabel("Name on card").fill("Ada Lovelace");
  await form.getByLabel("Country").fill("GB");
  await form.getByRole("button", { name: "Add card" }).click();
  await form.getByRole("status").filter({ hasText: "Added" }).waitFor();
}

describe.skipIf(!chromiumPath)("console: credits and payments in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("adds the gateway's test card, buys credits with it and shows the new balance and history", async () => {
    const user = await signedInUser("console-buyer");
    const before = await balanceOf(user.userId);
    const { page, problems } = await openConsole(browser);
    await signInAs(page, user.email);
    await page.getByRole("link", { name: "Credits" }).click();
    await page
      .getByTestId("balance")
      .filter({ hasText: `${before} credits` })
      .waitFor();
    await page.getByText("Add a card below to buy credits.").waitFor();
    await screenshot(page, "credits");

    await addCard(page, "Visa ending 4242");
    await addCard(page, "Mastercard ending 4444");
    const cards = page.getByRole("list", { name: "Cards" }).getByRole("listitem");
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(2);
    await cards.filter({ hasText: "visa ending 4242" }).getByText("Default", { exact: true }).waitFor();

    // The second card becomes the default; the first can then be removed.
    await page.getByRole("button", { name: "Make mastercard ending 4444 the default" }).click();
    await cards.filter({ hasText: "mastercard ending 4444" }).getByText("Default", { exact: true }).waitFor();
    await screenshot(page, "payment-methods");

    await page.getByRole("button", { name: "500 credits" }).click();
    await expect(page.getByLabel("Number of credits").inputValue()).resolves.toBe("500");
    await page.getByLabel("Currency").selectOption("gbp");
    // The new default card is the one preselected for the purchase.
    await expect(page.locator(`select[name="payment_method_id"] option:checked`).textContent()).resolves.toBe(
      "mastercard ending 4444 (default)",
    );
    await page.getByRole("button", { name: "Buy credits" }).click();
    await page.getByRole("status").filter({ hasText: "Bought 500 credits" }).waitFor();
    await page
      .getByTestId("balance")
      .filter({ hasText: `${before + 500} credits` })
      .waitFor();
    // Charged to the new default card, which the form preselects.
    await page
      .getByRole("row")
      .filter({ hasText: "succeeded" })
      .filter({ hasText: "mastercard ending 4444" })
      .waitFor();
    await screenshot(page, "purchase");
    expect(await balanceOf(user.userId)).toBe(before + 500);
    await expectMoneyConsistent(user.userId);

    await cards
      .filter({ hasText: "visa ending 4242" })
      .getByRole("button", { name: "Remove", exact: true })
      .click();
    await page.getByRole("button", { name: "Remove visa ending 4242" }).click();
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
  });

  it("shows a declined card as declined and adds nothing", async () => {
    const user = await signedInUser("console-declined");
    const before = await balanceOf(user.userId);
    const { page, problems } = await openConsole(browser);
    await signInAs(page, user.email);
    await page.goto("/credits");
    await addCard(page, "Visa ending 9995 (insufficient funds)");
    await page.getByRole("button", { name: "Buy credits" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Payment declined: the card has insufficient funds" })
      .waitFor();
    await page.getByRole("cell", { name: "failed" }).waitFor();
    expect(await balanceOf(user.userId)).toBe(before);
    expect((await purchasesOf(user.userId)).map((item) => item.status)).toEqual(["failed"]);

    // A second attempt is a new order: declined again, never answered from the first.
    await page.getByRole("button", { name: "Buy credits" }).click();
    await expect.poll(async () => (await purchasesOf(user.userId)).length, { timeout: 10_000 }).toBe(2);
    await page.getByRole("alert").filter({ hasText: "Payment declined" }).waitFor();
    expect(await balanceOf(user.userId)).toBe(before);
    expect(problems).toEqual([]);
  });

  it("fits a phone screen", async () => {
    const user = await signedInUser("console-phone");
    const { page, problems } = await openConsole(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(page, user.email);
    await page.goto("/credits");
    await addCard(page, "Visa ending 4242");
    await page.getByRole("button", { name: "Buy credits" }).click();
    await page.getByRole("status").filter({ hasText: "Bought 100 credits" }).waitFor();
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "credits-phone");
    expect(problems).toEqual([]);
  });
});
