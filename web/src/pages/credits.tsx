import { useState } from "preact/hooks";
import type { creditBalanceRoute } from "../../../lib/credits/routes";
import type { ResponseOf } from "../../../lib/http/route";
import type { listPaymentMethodsRoute } from "../../../lib/payments/routes";
import { api } from "../api";
import { ErrorNote, formatDate, Page, useLoad } from "../ui";
import { BuyCredits } from "./credits-buy";
import { PaymentMethods } from "./credits-cards";
import { CreditHistory, PaymentHistory } from "./credits-history";

// The credits page: balance and plan, buying credits, the cards, and both histories. Its parts
// live beside it (credits-*.tsx).

type Balance = ResponseOf<typeof creditBalanceRoute>;

export function Credits() {
  const balance = useLoad(() => api<Balance>("/api/v1/credits/balance"));
  const methods = useLoad(() =>
    api<ResponseOf<typeof listPaymentMethodsRoute>>("/api/v1/payments/methods").then(
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
