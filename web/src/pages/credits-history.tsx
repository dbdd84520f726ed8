import { useState } from "preact/hooks";
import type { creditHistoryRoute } from "../../../lib/credits/routes";
import type { ResponseOf } from "../../../lib/http/route";
import type { paymentHistoryRoute } from "../../../lib/payments/routes";
import { api, withQuery } from "../api";
import { ErrorNote, formatDate, formatMoney, Pager, Table, useLoad } from "../ui";
import { cardName } from "./credits-cards";

const PAGE_SIZE = 10;

export function CreditHistory({ version }: { version: number }) {
  const [offset, setOffset] = useState(0);
  const history = useLoad(
    () =>
      api<ResponseOf<typeof creditHistoryRoute>>(
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

export function PaymentHistory({ version }: { version: number }) {
  const [offset, setOffset] = useState(0);
  const history = useLoad(
    () =>
      api<ResponseOf<typeof paymentHistoryRoute>>(
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
