import { useState } from "preact/hooks";
import type { ResponseOf } from "../../../lib/http/route";
import type { addPaymentMethodRoute } from "../../../lib/payments/routes";
import { api } from "../api";
import { ConfirmButton, ErrorNote, Field, formValues, Notice, useAction } from "../ui";

export type PaymentMethod = ResponseOf<typeof addPaymentMethodRoute>;

// Card numbers never pass through the console: the gateway turns a card into a token, and only
// the token reaches the API. These are the gateway's test cards, offered as they are in test mode.
const testCards = [
  { token: "tok_visa", label: "Visa ending 4242" },
  { token: "tok_mastercard", label: "Mastercard ending 4444" },
  { token: "tok_amex", label: "American Express ending 8431" },
  { token: "tok_chargeDeclined", label: "Visa ending 0002 (declined)" },
  { token: "tok_chargeDeclinedInsufficientFunds", label: "Visa ending 9995 (insufficient funds)" },
  { token: "tok_chargeDeclinedExpiredCard", label: "Visa ending 0069 (expired)" },
];

export function cardName(method: { brand: string; last4: string }): string {
  return `${method.brand} ending ${method.last4}`;
}

export function PaymentMethods({
  methods,
  error,
  onChange,
}: {
  methods: PaymentMethod[] | undefined;
  error: unknown;
  onChange: () => void;
}) {
  const change = useAction(async (path: string, method: "POST" | "DELETE") => {
    await api(path, { method });
    onChange();
  });
  return (
    <section class="stack" aria-labelledby="methods-title">
      <h2 id="methods-title">Payment methods</h2>
      <ErrorNote error={error ?? change.error} />
      {methods && methods.length === 0 && <p>No cards yet.</p>}
      {methods && methods.length > 0 && (
        <ul class="cards plain" aria-label="Cards">
          {methods.map((method) => (
            <li key={method.payment_method_id} class="card stack">
              <div>
                <strong>{cardName(method)}</strong> {method.is_default && <span class="badge">Default</span>}
              </div>
              <div class="hint">
                Expires {String(method.exp_month).padStart(2, "0")}/{method.exp_year} ·{" "}
                {method.billing_details.name}
              </div>
              <div class="actions">
                {!method.is_default && (
                  <button
                    type="button"
                    class="secondary"
                    disabled={change.busy}
                    aria-label={`Make ${cardName(method)} the default`}
                    onClick={() =>
                      change.act(`/api/v1/payments/methods/${method.payment_method_id}/default`, "POST")
                    }
                  >
                    Make default
                  </button>
                )}
                <ConfirmButton
                  label="Remove"
                  confirmLabel={`Remove ${cardName(method)}`}
                  busy={change.busy}
                  onConfirm={() =>
                    change.act(`/api/v1/payments/methods/${method.payment_method_id}`, "DELETE")
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddCard onAdded={onChange} />
    </section>
  );
}

function AddCard({ onAdded }: { onAdded: () => void }) {
  const [added, setAdded] = useState<string | undefined>(undefined);
  const add = useAction(async (values: Record<string, string>) => {
    setAdded(undefined);
    const card = await api<PaymentMethod>("/api/v1/payments/methods", {
      method: "POST",
      json: {
        token: values.token,
        billing_details: {
          name: values.name,
          ...(values.country ? { address: { country: values.country.toUpperCase() } } : {}),
        },
      },
    });
    setAdded(cardName(card));
    onAdded();
  });
  return (
    <form
      class="panel stack narrow"
      aria-labelledby="add-card-title"
      onSubmit={(event) => add.act(formValues(event))}
    >
      <h3 id="add-card-title">Add a card</h3>
      <Field label="Test card" hint="Test mode: the payment gateway's test cards">
        <select name="token">
          {testCards.map((card) => (
            <option key={card.token} value={card.token}>
              {card.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Name on card">
        <input name="name" autoComplete="cc-name" required maxLength={200} />
      </Field>
      <Field label="Country" hint="Two letters, e.g. GB">
        <input name="country" autoComplete="country" pattern="[A-Za-z]{2}" maxLength={2} />
      </Field>
      <ErrorNote error={add.error} />
      {added && <Notice>Added {added}.</Notice>}
      <div>
        <button type="submit" disabled={add.busy}>
          Add card
        </button>
      </div>
    </form>
  );
}
