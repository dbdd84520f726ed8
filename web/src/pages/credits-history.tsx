import type { VNode } from "preact";
import { useState } from "preact/hooks";
import type { creditHistoryRoute } from "../../../lib/credits/routes";
import type { ResponseOf } from "../../../lib/http/route";
import type { paymentHistoryRoute } from "../../../lib/payments/routes";
import { api, withQuery } from "../api";
import { ErrorNote, formatDate, formatMoney, Pager, Table, useLoad } from "../ui";
import { cardName } from "./credits-cards";

const PAGE_SIZE = 10;

/** One history listing a page at a time: reloaded when `version` moves (a purchase, a refund). */
function HistoryTable<P extends { total: number }>({
  id,
  title,
  path,
  version,
  empty,
  columns,
  rowsOf,
}: {
  id: string;
  title: string;
  path: string;
  version: number;
  empty: string;
  columns: string[];
  rowsOf: (page: P) => VNode[];
}) {
  const [offset, setOffset] = useState(0);
  const history = useLoad(() => api<P>(withQuery(path, { limit: PAGE_SIZE, offset })), [offset, version]);
  const rows = history.value && rowsOf(history.value);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ErrorNote error={history.error} />
      {rows && rows.length === 0 && <p>{empty}</p>}
      {rows && rows.length > 0 && <Table columns={columns}>{rows}</Table>}
      {history.value && (
        <Pager
          label={`${title} pages`}
          offset={offset}
          limit={PAGE_SIZE}
          total={history.value.total}
          onChange={setOffset}
        />
      )}
    </section>
  );
}

export function CreditHistory({ version }: { version: number }) {
  return (
    <HistoryTable<ResponseOf<typeof creditHistoryRoute>>
      id="credit-history-title"
      title="Credit history"
      path="/api/v1/credits/history"
      version={version}
      empty="No credit movements yet."
      columns={["When", "What", "Credits", "Balance after", "Reference"]}
      rowsOf={(page) =>
        page.entries.map((entry) => (
          <tr key={entry.entry_id}>
            <td>{formatDate(entry.created_at)}</td>
            <td>{entry.type.replaceAll("_", " ")}</td>
            <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
            <td>{entry.balance_after}</td>
            <td>
              <code>{entry.reference ?? "—"}</code>
            </td>
          </tr>
        ))
      }
    />
  );
}

export function PaymentHistory({ version }: { version: number }) {
  return (
    <HistoryTable<ResponseOf<typeof paymentHistoryRoute>>
      id="payment-history-title"
      title="Payment history"
      path="/api/v1/payments/history"
      version={version}
      empty="No payments yet."
      columns={["When", "What", "Status", "Credits", "Amount", "Card"]}
      rowsOf={(page) =>
        page.transactions.map((transaction) => (
          <tr key={transaction.transaction_id}>
            <td>{formatDate(transaction.created_at)}</td>
            <td>{transaction.type}</td>
            <td>{transaction.status}</td>
            <td>{transaction.credits}</td>
            <td>{formatMoney(transaction.amount, transaction.currency)}</td>
            <td>{cardName(transaction.payment_method)}</td>
          </tr>
        ))
      }
    />
  );
}
