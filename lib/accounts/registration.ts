import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { mail } from "../adapters/mail/mailer";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { ledgerEntry } from "../credits/ledger";
import { newId } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { type NamedWrite, transactNamed } from "../db/transaction";
import { AppError } from "../http/errors";
import { describeError, log } from "../log";
import { clientSubject, consume, consumeUpdate, type Limit, rateLimitError } from "../rate-limit/limiter";
import { keys, userPk } from "./keys";
import { verificationMail } from "./mails";
import { loadUsableToken, newOneTimeToken, spendToken } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import type { Role } from "./roles";
import { findUserIdByEmail, splitName, type UserRecord } from "./users";

export interface RegistrationInput {
  email: string;
  password: string;
  name: string;
  company?: string | undefined;
}

export interface RegisteredUser {
  id: string;
  email: string;
  name: string;
  company: string | null;
  role: "free";
  created_at: string;
  email_verified: false;
}

const emailLimit = (email: string): Limit => ({
  scope: "register-email",
  subject: email,
  limit: config().REGISTRATION_LIMIT_PER_EMAIL,
  windowSeconds: config().REGISTRATION_LIMIT_WINDOW_SECONDS,
});

export async function register(input: RegistrationInput, sourceIp: string) {
  const settings = config();
  await consume({
    scope: "register-ip",
    subject: clientSubject(sourceIp),
    limit: settings.REGISTRATION_LIMIT_PER_IP,
    windowSeconds: settings.REGISTRATION_LIMIT_WINDOW_SECONDS,
  });
  // A cheap early answer for a taken address; the transaction below is what guarantees uniqueness.
  if (await findUserIdByEmail(input.email)) throw emailExists();

  const userId = newId("user");
  const verification = newOneTimeToken(userId, "verify_email", settings.EMAIL_VERIFICATION_TTL_SECONDS);
  const user = await createAccount(
    {
      id: userId,
      email: input.email,
      name: input.name,
      company: input.company ?? null,
      role: "free",
      emailVerified: false,
      passwordHash: await hashPassword(input.password),
      verificationTokenHash: verification.tokenHash,
    },
    [
      { name: "rate-limit", write: { Update: consumeUpdate(emailLimit(input.email), Date.now()) } },
      { name: "verification", write: { Put: { TableName: tableName(), Item: verification.record } } },
    ],
    (name) => (name === "rate-limit" ? rateLimitError(emailLimit(input.email), Date.now()) : undefined),
  );
  log.info("user registered", { user_id: userId });
  await sendVerification(user.email, user.name, verification.token);

  const registered: RegisteredUser = {
    id: userId,
    email: user.email,
    name: user.name,
    company: user.company,
    role: "free",
    created_at: user.created_at,
    email_verified: false,
  };
  return {
    user: registered,
    message: "Registration successful. Check your e-mail and open the link to verify your address.",
  };
}

export interface NewAccount {
  id?: string;
  email: string;
  name: string;
  company?: string | null;
  role: Role;
  emailVerified: boolean;
  /** Absent for accounts created through an identity provider. */
  passwordHash?: string;
  verificationTokenHash?: string;
}

/**
 * Creates an account: e-mail claim, profile and opening ledger entry, plus the caller's `extra`
 * writes, all or none. EMAIL_EXISTS when the address is taken; `refusal(name)` names the error for a
 * failed condition on the extra write of that name.
 */
export async function createAccount(
  account: NewAccount,
  extra: NamedWrite[] = [],
  refusal: (name: string) => AppError | undefined = () => undefined,
): Promise<UserRecord> {
  const settings = config();
  const now = new Date();
  const userId = account.id ?? newId("user");
  const user: UserRecord = {
    ...keys.profile(userId),
    id: userId,
    email: account.email,
    name: account.name,
    ...splitName(account.name),
    company: account.company ?? null,
    role: account.role,
    credit_balance: settings.STARTER_CREDITS,
    email_verified: account.emailVerified,
    ...(account.passwordHash ? { password_hash: account.passwordHash } : {}),
    ...(account.verificationTokenHash ? { verification_token_hash: account.verificationTokenHash } : {}),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const starterGrant =
    settings.STARTER_CREDITS > 0
      ? [
          ledgerEntry({
            userId,
            type: "starter_grant",
            amount: settings.STARTER_CREDITS,
            balanceAfter: settings.STARTER_CREDITS,
            reference: "registration",
            at: now,
          }),
        ]
      : [];
  const writes: NamedWrite[] = [
    {
      name: "email-claim",
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.emailClaim(account.email),
            user_id: userId,
            gsi1pk: userPk(userId),
            gsi1sk: "EMAIL",
          },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    },
    {
      name: "profile",
      write: { Put: { TableName: tableName(), Item: user, ConditionExpression: "attribute_not_exists(pk)" } },
    },
    ...extra,
    ...starterGrant.map((entry) => ({
      name: "starter-grant",
      write: { Put: { TableName: tableName(), Item: entry } },
    })),
  ];
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await transactNamed(writes);
    if (outcome.written) return user;
    if (outcome.failed.includes("email-claim")) throw emailExists();
    const refused = outcome.failed.map((name) => refusal(name)).find((error) => error !== undefined);
    if (refused) throw refused;
    // A simultaneous registration of the same address: try again, and the claim decides.
    if (!outcome.conflict || attempt >= 5) {
      throw new Error(`account transaction cancelled: ${outcome.failed.join(", ") || "no condition failed"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt * Math.random()));
  }
}

function emailExists(): AppError {
  return new AppError("EMAIL_EXISTS", "An account with this e-mail address already exists");
}

/** The account exists either way; a failed send is logged and the user can ask for a new link. */
export async function sendVerification(email: string, name: string, token: string): Promise<void> {
  try {
    await mail().send(verificationMail(email, name, token));
  } catch (error) {
    log.error("verification mail not sent", describeError(error));
  }
}

export async function verifyEmail(token: string) {
  const record = await loadUsableToken(token, "verify_email");
  const now = new Date().toISOString();
  await spendToken(record, now, {
    set: "email_verified = :true, updated_at = :now",
    remove: "verification_token_hash",
    // Only the newest token counts: a resend voids the ones before it.
    condition: "verification_token_hash = :hash",
    values: { ":true": true, ":now": now },
  });
  log.info("e-mail verified", { user_id: record.user_id });
  return { message: "Your e-mail address is verified; you can sign in now.", email_verified: true };
}

export async function resendVerification(principal: Principal) {
  const settings = config();
  const user = principal.user;
  if (user.email_verified)
    return { message: "Your e-mail address is already verified.", email_verified: true };
  await consume({
    scope: "verification-resend",
    subject: user.id,
    limit: settings.VERIFICATION_RESEND_LIMIT_PER_USER,
    windowSeconds: settings.VERIFICATION_RESEND_LIMIT_WINDOW_SECONDS,
  });
  const verification = newOneTimeToken(user.id, "verify_email", settings.EMAIL_VERIFICATION_TTL_SECONDS);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: verification.record } },
        {
          Update: {
            TableName: tableName(),
            Key: keys.profile(user.id),
            UpdateExpression: "SET verification_token_hash = :hash",
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeValues: { ":hash": verification.tokenHash },
          },
        },
      ],
    }),
  );
  await mail().send(verificationMail(user.email, user.name, verification.token));
  return {
    message: "A new verification link is on its way; earlier links no longer work.",
    email_verified: false,
  };
}
