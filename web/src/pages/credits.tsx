import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, api, withQuery } from "../api";
import {
  ConfirmButton,
  ErrorNote,
  Field,
  formatDate,
  formatMoney,
  formValues,
  Notice,
  Page,
  Pager,
  Table,
  useAction,
  useLoad,
} from "../ui";

interface Balance {
  balance: number;
  role: string;
  analyses_this_month: number;
  analyses_per_month: number;
  month_resets_at: string;
}

interface PaymentMethod {
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing_details: { name: string };
  is_default: boolean;
}

interface Purchase {
  transaction_id: string;
  credits_added: number;
  amount_charged: number;
  currency: string;
  credit_balance: number;
}

interface LedgerEntry {
  entry_id: string;
  type: string;
  amount: number;
  balance_after: number;
  reference: string | null;
  created_at: string;
}

interface Transaction {
  transaction_id: string;
  type: string;
  status: string;
  credits: number;
  amount: number;
  currency: string;
  payment_method: { brand: string; last4: string };
  created_at: string;
}

interface Listing {
  total: number;
}

const PAGE_SIZE = 10;
const packages = [100, 500, 1000];
const currencies = ["usd", "eur", "gbp"];

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

const declineReasons: Record<string, string> = {
  generic_decline: "the bank declined the charge",
  insufficient_funds: "the card has insufficient funds",
  expired_card: "the card has expired",
};

export function Credits() {
  const balance = useLoad(() => api<Balance>("/api/v1/credits/balance"));
  const methods = useLoad(() =>
    api<{ payment_methods: PaymentMethod[] }>("/api/v1/payments/methods").then(
      (answer) => answer.payment_methods,
    ),
  );
  const [historyVersion, setHistoryVersion] = useState(0);
  const changed = () => {
    balance.reload();
    methods.reload();
    setHistoryVersion((current) => current + 1);
  };
  return (
    <Page title="Credits">
      <ErrorNote error={balance.error} />
      {balance.value && <BalanceCards balance={balance.value} />}
      {methods.value && <BuyCredits methods={methods.value} onSettled={changed} />}
      <PaymentMethods methods={methods.value} error={methods.error} onChange={changed} />
      <CreditHistory version={historyVersion} />
      <PaymentHistory version={historyVersion} />
    </Page>
  );
}

function BalanceCards({ balance }: { balance: Balance }) {
  const allowance = balance.analyses_per_month < 0 ? "unlimited" : String(balance.analyses_per_month);
  return (
    <section class="cards" aria-label="Account">
      <div class="card">
        <div>Balance</div>
        <div class="value" data-testid="balance">
          {balance.balance} credits
        </div>
      </div>
      <div class="card">
        <div>Plan</div>
        <div class="value">{balance.role}</div>
      </div>
      <div class="card">
        <div>Analyses this month</div>
        <div class="value">
          {balance.analyses_this_month} of {allowance}
        </div>
        <div class="hint">Resets {formatDate(balance.month_resets_at)}</div>
      </div>
    </section>
  );
}

function declineText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== "PAYMENT_FAILED") return undefined;
  const code = String(error.details.decline_code ?? "");
  return `Payment declined: ${declineReasons[code] ?? (code || "the card was refused")}. No credits were added and nothing was charged.`;
}

function BuyCredits({ methods, onSettled }: { methods: PaymentMethod[]; onSettled: () => void }) {
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

function cardName(method: { brand: string; last4: string }): string {
  return `${method.brand} ending ${method.last4}`;
}

function PaymentMethods({
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

function CreditHistory({ version }: { version: number }) {
  const [offset, setOffset] = useState(0);
  const history = useLoad(
    () =>
      api<Listing & { entries: LedgerEntry[] }>(
        withQuery("/api/v1/credits/history", { limit: PAGE_SIZE, offset }),
      ),
    [offset, version],
  );
  return (
    <section aria-labelledby="credit-history-title">
      <h2 id="credit-history-title">Credit history</h2>
      <ErrorNote error={history.error} />
      {history.value && history.value.entries.length === 0 && <p>No credit movements yet.</p>}
      {history.value && history.value.entries.length > 0 && (
        <Table columns={["When", "What", "Credits", "Balance after", "Reference"]}>
          {history.value.entries.map((entry) => (
            <tr key={entry.entry_id}>
              <td>{formatDate(entry.created_at)}</td>
              <td>{entry.type.replaceAll("_", " ")}</td>
              <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
              <td>{entry.balance_after}</td>
              <td>
                <code>{entry.reference ?? "—"}</code>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {history.value && (
        <Pager
          label="Credit history pages"
          offset={offset}
          limit={PAGE_SIZE}
          total={history.value.total}
          onChange={setOffset}
        />
      )}
    </section>
  );
}

function PaymentHistory({ version }: { version: number }) {
  const [offset, setOffset] = useState(0);
  const history = useLoad(
    () =>
      api<Listing & { transactions: Transaction[] }>(
        withQuery("/api/v1/payments/history", { limit: PAGE_SIZE, offset }),
      ),
    [offset, version],
  );
  return (
    <section aria-labelledby="payment-history-title">
      <h2 id="payment-history-title">Payment history</h2>
      <ErrorNote error={history.error} />
      {history.value && history.value.transactions.length === 0 && <p>No payments yet.</p>}
      {history.value && history.value.transactions.length > 0 && (
        <Table columns={["When", "What", "Status", "Credits", "Amount", "Card"]}>
          {history.value.transactions.map((transaction) => (
            <tr key={transaction.transaction_id}>
              <td>{formatDate(transaction.created_at)}</td>
              <td>{transaction.type}</td>
              <td>{transaction.status}</td>
              <td>{transaction.credits}</td>
              <td>{formatMoney(transaction.amount, transaction.currency)}</td>
              <td>{cardName(transaction.payment_method)}</td>
            </tr>
          ))}
        </Table>
      )}
      {history.value && (
        <Pager
          label="Payment history pages"
          offset={offset}
          limit={PAGE_SIZE}
          total={history.value.total}
          onChange={setOffset}
        />
      )}
    </section>
  );
}
