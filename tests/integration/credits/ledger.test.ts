import { describe, expect, it } from "vitest";
import { paymentGateway } from "../../../lib/adapters/payments/stripe";
import { createAnalysis } from "../../../lib/analysis/create";
import { estimateCost } from "../../../lib/analysis/pricing";
import { endUnfinished } from "../../../lib/analysis/records";
import type { CreateAnalysisBody } from "../../../lib/analysis/routes";
import { changeBalance } from "../../../lib/credits/ledger";
import { AppError } from "../../../lib/http/errors";
import {
  beginPurchase,
  chargePurchase,
  readTransaction,
  settlePurchase,
} from "../../../lib/payments/purchases";
import { applyGatewayRefund } from "../../../lib/payments/refunds";
import { signedInUser } from "../../helpers/accounts";
import {
  balanceOf,
  expectLedgerBalanced,
  ledgerOf,
  pasted,
  principalOf,
  setBalance,
} from "../../helpers/analysis";
import { uniqueClientIp } from "../../helpers/api";
import { cardOf, expectMoneyConsistent } from "../../helpers/payments";

// Every kind of balance change racing the others on one account, in-process against the real
// DynamoDB Local (and the local gateway): what is under test is that each lands exactly once and
// the balance comes out exact, equal to the sum of the ledger, never below zero on the way.

const pastedBody = pasted() as CreateAnalysisBody;
/** What one of these creates costs, from the service's own price table. */
const price = estimateCost("mini", Buffer.byteLength(String(pastedBody.content)));

/** "ok", or the code of the AppError it was refused with. */
const outcome = (work: Promise<unknown>) =>
  work.then(
    () => "ok",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

const count = (outcomes: string[], wanted: string) => outcomes.filter((each) => each === wanted).length;

describe("concurrent changes of one balance", () => {
  it("refunds, analysis debits, grants and debits at once all come out exact", async () => {
    const user = await signedInUser("ledger-race");
    await setBalance(user.userId, 5 * price);
    const principal = await principalOf(user);
    const first = await Promise.all(
      Array.from({ length: 5 }, () => createAnalysis(principal, pastedBody, uniqueClientIp())),
    );
    expect(await balanceOf(user.userId)).toBe(0);

    const refunds = first.flatMap((analysis) => {
      const record = { analysis_id: analysis.analysis_id, user_id: user.userId, credits_used: price };
      // The user's cancel and the dead-letter handler at the same moment: one of them refunds.
      return [
        endUnfinished(record, "cancelled", { code: "CANCELLED", message: "Cancelled by the user" }),
        endUnfinished(record, "failed", { code: "INTERNAL_ERROR", message: "The stage kept failing" }),
      ];
    });
    const creates = Array.from({ length: 10 }, () =>
      outcome(createAnalysis(principal, pastedBody, uniqueClientIp())),
    );
    const change = (amount: number) =>
      outcome(
        changeBalance({
          userId: user.userId,
          amount,
          type: amount > 0 ? "admin_grant" : "debit",
          reference: "race",
        }),
      );
    const grants = Array.from({ length: 3 }, () => change(1));
    const debits = Array.from({ length: 3 }, () => change(-1));
    const [refunded, created, granted, debited] = await Promise.all([
      Promise.all(refunds),
      Promise.all(creates),
      Promise.all(grants),
      Promise.all(debits),
    ]);

    // Of each pair at most one refunds (none when the pipeline finished the analysis first).
    for (let index = 0; index < first.length; index += 1) {
      expect(refunded.slice(index * 2, index * 2 + 2).filter(Boolean).length).toBeLessThanOrEqual(1);
    }
    const refundCount = refunded.filter(Boolean).length;
    expect(count(granted, "ok")).toBe(3);
    for (const outcomes of [created, debited]) {
      expect(count(outcomes, "ok") + count(outcomes, "INSUFFICIENT_CREDITS")).toBe(outcomes.length);
    }
    expect(await balanceOf(user.userId)).toBe(
      (refundCount - count(created, "ok")) * price + 3 - count(debited, "ok"),
    );

    const ledger = await ledgerOf(user.userId);
    const refundEntries = ledger.filter((entry) => entry.type === "refund");
    expect(refundEntries).toHaveLength(refundCount);
    expect(new Set(refundEntries.map((entry) => entry.reference)).size).toBe(refundCount);
    expect(ledger.filter((entry) => entry.type === "debit")).toHaveLength(
      5 + count(created, "ok") + count(debited, "ok"),
    );
    await expectLedgerBalanced(user.userId);
  });

  it("a purchase settled twice, a gateway refund recorded twice and debits at once land once each", async () => {
    const user = await signedInUser("money-race");
    await cardOf(user);
    const principal = await principalOf(user);
    // One purchase already paid, to be refunded; a second charged but not yet written.
    const paid = await beginPurchase(principal, { amount: 100, currency: "usd" });
    if ("view" in paid) throw new Error("expected a new purchase");
    await settlePurchase(paid.record.transaction_id, await chargePurchase(paid.record, paid.customerId));
    const intentId = String((await readTransaction(paid.record.transaction_id))?.payment_intent_id);
    const pending = await beginPurchase(principal, { amount: 100, currency: "usd" });
    if ("view" in pending) throw new Error("expected a new purchase");
    const charged = await chargePurchase(pending.record, pending.customerId);
    expect(await balanceOf(user.userId)).toBe(200);
    const refund = await paymentGateway().refund({
      paymentIntentId: intentId,
      amount: 500,
      idempotencyKey: `race-${intentId}`,
      metadata: { purchase_id: paid.record.transaction_id },
    });
    const recordRefund = () =>
      applyGatewayRefund({
        gatewayId: refund.refundId,
        paymentIntentId: intentId,
        amount: refund.amount,
        kind: "refund",
      });

    const [settled, recorded, debited] = await Promise.all([
      Promise.all([
        settlePurchase(pending.record.transaction_id, charged),
        settlePurchase(pending.record.transaction_id, charged),
      ]),
      Promise.all([recordRefund(), recordRefund()]),
      Promise.all(
        // 150 in all: whatever lands first, 50 stay for the refund and none of these is refused.
        Array.from({ length: 6 }, () =>
          outcome(changeBalance({ userId: user.userId, amount: -25, type: "debit", reference: "race" })),
        ),
      ),
    ]);

    expect(settled.filter((each) => each.moved)).toHaveLength(1);
    expect(settled.map((each) => each.record.status)).toEqual(["succeeded", "succeeded"]);
    const [one, other] = recorded;
    expect(other?.transaction_id).toBe(one?.transaction_id);
    expect(one?.credits).toBe(50);
    expect(debited).toEqual(Array(6).fill("ok"));
    expect(await balanceOf(user.userId)).toBe(200 + 100 - 50 - 150);

    const ledger = await ledgerOf(user.userId);
    expect(ledger.filter((entry) => entry.type === "purchase")).toHaveLength(2);
    expect(ledger.filter((entry) => entry.type === "refund")).toEqual([
      expect.objectContaining({ amount: -50, reference: one?.transaction_id }),
    ]);
    await expectLedgerBalanced(user.userId);
    await expectMoneyConsistent(user.userId);
  });
});
