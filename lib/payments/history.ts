import type { Principal } from "../auth/principal";
import { queryItems } from "../db/query";
import { paymentKeys, type TransactionRecord } from "./model";
import type { PaymentHistoryQuery, PaymentHistoryView, PaymentTransactionView } from "./routes";

// GET /api/v1/payments/history: the caller's purchases and refunds from gsi1 (PAYMENTS#<user>,
// sorted by creation time), newest first. Purchases still with the gateway are not shown yet.

export async function paymentHistory(
  caller: Principal,
  query: PaymentHistoryQuery,
): Promise<PaymentHistoryView> {
  const transactions: PaymentTransactionView[] = [];
  for await (const item of queryItems<TransactionRecord>({
    IndexName: "gsi1",
    KeyConditionExpression: "gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": paymentKeys.historyPk(caller.userId),
      // Every stored time starts with a digit, so "0" is before them all (a key value cannot be empty).
      ":from": query.start_date ?? "0",
      // The end date is inclusive: everything up to and including that instant.
      ":to": query.end_date ? `${query.end_date}~` : "~",
    },
    ScanIndexForward: false,
  })) {
    if (item.status === "pending") continue;
    transactions.push({
      transaction_id: item.transaction_id,
      type: item.type,
      status: item.status,
      credits: item.credits,
      amount: item.amount,
      currency: item.currency,
      payment_method: { brand: item.payment_method.brand, last4: item.payment_method.last4 },
      created_at: item.created_at,
    });
  }
  return {
    transactions: transactions.slice(query.offset, query.offset + query.limit),
    total: transactions.length,
    limit: query.limit,
    offset: query.offset,
  };
}
