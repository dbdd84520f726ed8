import * as v from "valibot";
import { roles } from "../accounts/roles";
import { historyQuery } from "../http/query-params";
import { defineRoute } from "../http/route";

// The credit endpoints' contracts (the spec leaves their bodies open; README "Analysis API").

const integer = v.pipe(v.number(), v.integer());

export const CreditBalanceView = v.object({
  balance: integer,
  role: v.picklist(roles),
  analyses_this_month: integer,
  /** -1: unlimited. */
  analyses_per_month: integer,
  month_resets_at: v.string(),
});
export type CreditBalanceView = v.InferOutput<typeof CreditBalanceView>;

export const CreditHistoryView = v.object({
  entries: v.array(
    v.object({
      entry_id: v.string(),
      type: v.string(),
      /** Signed: credits added are positive, credits spent negative. */
      amount: integer,
      balance_after: integer,
      reference: v.nullable(v.string()),
      created_at: v.string(),
    }),
  ),
  total: integer,
  limit: integer,
  offset: integer,
});
export type CreditHistoryView = v.InferOutput<typeof CreditHistoryView>;

export const CreditHistoryQuery = historyQuery(1000);
export type CreditHistoryQuery = v.InferOutput<typeof CreditHistoryQuery>;

export const creditBalanceRoute = defineRoute({
  operationId: "getCreditBalance",
  method: "GET",
  path: "/api/v1/credits/balance",
  summary: "The caller's credit balance, role, and analyses used and allowed this month",
  tag: "credits",
  auth: "user",
  successStatus: 200,
  response: CreditBalanceView,
});

export const creditHistoryRoute = defineRoute({
  operationId: "getCreditHistory",
  method: "GET",
  path: "/api/v1/credits/history",
  summary: "The caller's credit ledger, newest first",
  tag: "credits",
  auth: "user",
  query: CreditHistoryQuery,
  successStatus: 200,
  response: CreditHistoryView,
});
