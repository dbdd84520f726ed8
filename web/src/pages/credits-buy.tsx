import { useEffect, useRef, useState } from "preact/hooks";
import type { ResponseOf } from "../../../lib/http/route";
import type { purchaseCreditsRoute } from "../../../lib/payments/routes";
import { ApiError, api } from "../api";
import { ErrorNote, Field, formatMoney, formValues, Notice, useAction } from "../ui";
import { cardName, type PaymentMethod } from "./credits-cards";

type Purchase = ResponseOf<typeof purchaseCreditsRoute>;

const packages = [100, 500, 1000];
const currencies = ["usd", "eur", "gbp"];

const declineReasons: Record<string, string> = {
  generic_decline: "the bank declined the charge",
  insufficient_funds: "the card has insufficient funds",
  expired_card: "the card has expired",
};

function declineText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== "PAYMENT_FAILED") return undefined;
  const code = String(error.details.decline_code ?? "");
  return `Payment declined: ${declineReasons[code] ?? (code || "the card was refused")}. No credits were added and nothing was charged.`;
}

export function BuyCredits({ methods, onSettled }: { methods: PaymentMethod[]; onSettled: () => void }) {
  const [amount, setAmount] = useState("100");
  const [bought, setBought] = useState<Purchase | undefined>(undefined);
  const defaultCard = methods.find((method) => method.is_default)?.payment_method_id;
  const [card, setCard] = useState<string | undefined>(undefined);
  // A new default card is preselected; a choice of a card that is gone falls back to it.
  useEffect(() => setCard(undefined), [defaultCard]);
  const chosenCard = methods.some((method) => method.payment_method_id === card) ? card : defaultCard;
  // One key per order: a retry after a lost answer is not charged twice. A definite answer from
  // the service (success or refusal) ends the order, so the next attempt gets a new key.
  const orderKey = useRef(crypto.randomUUID());
  const buy = useAction(async (values: Record<string, string>) => {
    setBought(undefined);
    try {
      const answer = await api<Purchase>("/api/v1/payments/purchase-credits", {
        method: "POST",
        headers: { "Idempotency-Key": orderKey.current },
        json: {
          amount: Number(values.amount),
          currency: values.currency,
          ...(values.payment_method_id ? { payment_method_id: values.payment_method_id } : {}),
        },
      });
      orderKey.current = crypto.randomUUID();
      setBought(answer);
      onSettled();
    } catch (error) {
      if (error instanceof ApiError) {
        orderKey.current = crypto.randomUUID();
        // A declined attempt is in the payment history too.
        onSettled();
      }
      throw error;
    }
  });
  const declined = declineText(buy.error);
  return (
    <section class="panel stack" aria-labelledby="buy-title">
      <h2 id="buy-title">Buy credits</h2>
      {methods.length === 0 ? (
        <p>Add a card below to buy credits.</p>
      ) : (
        <form class="stack" onSubmit={(event) => buy.act(formValues(event))}>
          <fieldset class="row">
            <legend class="label">Package</legend>
            {packages.map((size) => (
              <button
                key={size}
                type="button"
                class={String(size) === amount ? "" : "secondary"}
                aria-pressed={String(size) === amount}
                onClick={() => setAmount(String(size))}
              >
                {size} credits
              </button>
            ))}
          </fieldset>
          <div class="row">
            <Field label="Number of credits" hint="From 10 to 100,000">
              <input
                name="amount"
                type="number"
                min={10}
                max={100000}
                step={1}
                required
                value={amount}
                onInput={(event) => setAmount(event.currentTarget.value)}
              />
            </Field>
            <Field label="Currency">
              <select name="currency">
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency.toUpperCase()}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Card">
              <select
                name="payment_method_id"
                value={chosenCard}
                onChange={(event) => setCard(event.currentTarget.value)}
              >
                {methods.map((method) => (
                  <option key={method.payment_method_id} value={method.payment_method_id}>
                    {cardName(method)}
                    {method.is_default ? " (default)" : ""}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {declined ? (
            <p class="note error" role="alert">
              {declined}
            </p>
          ) : (
            <ErrorNote error={buy.error} />
          )}
          {bought && (
            <Notice>
              Bought {bought.credits_added} credits for {formatMoney(bought.amount_charged, bought.currency)}.
              Your balance is now {bought.credit_balance} credits.
            </Notice>
          )}
          <div>
            <button type="submit" disabled={buy.busy}>
              {buy.busy ? "Paying…" : "Buy credits"}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
