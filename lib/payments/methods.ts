import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { userPk } from "../accounts/keys";
import { GatewayError } from "../adapters/payments/gateway";
import { paymentGateway } from "../adapters/payments/stripe";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { AppError } from "../http/errors";
import { consume } from "../rate-limit/limiter";
import { type CustomerRecord, type MethodRecord, paymentKeys } from "./model";
import type { AddPaymentMethodBody, PaymentMethodView } from "./routes";

// Cards on file. The gateway keeps the card; we keep its id, brand, last four digits and expiry
// under the user's partition. The default is the customer item's `default_method_id`.

export async function readCustomer(userId: string): Promise<CustomerRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.customer(userId), ConsistentRead: true }),
  );
  return answer.Item as CustomerRecord | undefined;
}

/** The user's gateway customer, created once: the gateway call's idempotency key is the user id. */
async function customerOf(caller: Principal): Promise<CustomerRecord> {
  const existing = await readCustomer(caller.userId);
  if (existing) return existing;
  const customerId = await gatewayCall(() =>
    paymentGateway().createCustomer({ userId: caller.userId, email: caller.email }),
  );
  const record: CustomerRecord = { ...paymentKeys.customer(caller.userId), customer_id: customerId };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: record,
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return record;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return (await readCustomer(caller.userId)) ?? record;
  }
}

export async function readMethod(userId: string, methodId: string): Promise<MethodRecord | undefined> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: paymentKeys.method(userId, methodId),
      ConsistentRead: true,
    }),
  );
  return answer.Item as MethodRecord | undefined;
}

export async function addPaymentMethod(
  caller: Principal,
  body: AddPaymentMethodBody,
): Promise<PaymentMethodView> {
  const settings = config();
  await consume({
    scope: "card-add",
    subject: caller.userId,
    limit: settings.CARD_ADD_LIMIT_PER_USER,
    windowSeconds: settings.CARD_ADD_LIMIT_WINDOW_SECONDS,
  });
  const customer = await customerOf(caller);
  const card = await gatewayCall(() =>
    paymentGateway().addCard({
      customerId: customer.customer_id,
      token: body.token,
      billing: body.billing_details,
    }),
  );
  const record: MethodRecord = {
    ...paymentKeys.method(caller.userId, card.id),
    payment_method_id: card.id,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    billing_details: body.billing_details,
    created_at: new Date().toISOString(),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
  // The first card becomes the default; of two added at once, one wins.
  const becameDefault = await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: paymentKeys.customer(caller.userId),
        UpdateExpression: "SET default_method_id = :id",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(default_method_id)",
        ExpressionAttributeValues: { ":id": card.id },
      }),
    )
    .then(
      () => true,
      (error: unknown) => {
        if (isConditionFailed(error)) return false;
        throw error;
      },
    );
  return methodView(record, becameDefault);
}

export async function listPaymentMethods(
  caller: Principal,
): Promise<{ payment_methods: PaymentMethodView[] }> {
  const [customer, methods] = await Promise.all([readCustomer(caller.userId), methodsOf(caller.userId)]);
  const views = methods
    .map((method) => methodView(method, method.payment_method_id === customer?.default_method_id))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.created_at.localeCompare(a.created_at));
  return { payment_methods: views };
}

async function methodsOf(userId: string): Promise<MethodRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: { ":pk": userPk(userId), ":prefix": paymentKeys.methodPrefix },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as MethodRecord[];
}

export async function setDefaultPaymentMethod(
  caller: Principal,
  methodId: string,
): Promise<PaymentMethodView> {
  const method = await readMethod(caller.userId, methodId);
  if (!method) throw methodNotFound();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: paymentKeys.method(caller.userId, methodId),
              ConditionExpression: "attribute_exists(pk)",
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.customer(caller.userId),
              UpdateExpression: "SET default_method_id = :id",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeValues: { ":id": methodId },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === "TransactionCanceledException") throw methodNotFound();
    throw error;
  }
  return methodView(method, true);
}

export async function deletePaymentMethod(caller: Principal, methodId: string): Promise<void> {
  const method = await readMethod(caller.userId, methodId);
  if (!method) throw methodNotFound();
  await gatewayCall(() => paymentGateway().detachCard(methodId));
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: paymentKeys.method(caller.userId, methodId) }),
  );
  const customer = await readCustomer(caller.userId);
  if (customer?.default_method_id !== methodId) return;
  const next = (await methodsOf(caller.userId)).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  // Only if the default is still the deleted card: a default chosen meanwhile stays.
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: paymentKeys.customer(caller.userId),
        UpdateExpression: next ? "SET default_method_id = :next" : "REMOVE default_method_id",
        ConditionExpression: "default_method_id = :deleted",
        ExpressionAttributeValues: {
          ":deleted": methodId,
          ...(next ? { ":next": next.payment_method_id } : {}),
        },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}

function methodView(method: MethodRecord, isDefault: boolean): PaymentMethodView {
  return {
    payment_method_id: method.payment_method_id,
    brand: method.brand,
    last4: method.last4,
    exp_month: method.exp_month,
    exp_year: method.exp_year,
    billing_details: method.billing_details,
    is_default: isDefault,
    created_at: method.created_at,
  };
}

/** Another user's card answers exactly like an unknown one. */
function methodNotFound(): AppError {
  return new AppError("NOT_FOUND", "No such payment method");
}

/** Gateway refusals of our input become 400 naming the field; an unreachable gateway 502. */
export async function gatewayCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === "invalid_request" && error.param?.includes("token")) {
      const message = "is not a usable card token";
      throw new AppError("VALIDATION_ERROR", `Invalid request: body.token: ${message}`, {
        details: { fields: [{ field: "body.token", message }] },
      });
    }
    throw new AppError("BAD_GATEWAY", "The payment gateway did not answer as expected; try again later", {
      cause: error,
    });
  }
}
