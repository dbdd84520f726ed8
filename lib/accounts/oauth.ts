import { createHash } from "node:crypto";
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ExternalIdentity, ProviderName } from "../adapters/idp/identity-provider";
import { identityProvider } from "../adapters/idp/oauth";
import { revokeAllSessions } from "../auth/sessions";
import { config } from "../config";
import { decryptSecret, encryptSecret } from "../crypto/encryption";
import { newId, newOpaqueToken, safeEqual, sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { transactNamed } from "../db/transaction";
import { AppError } from "../http/errors";
import { HttpResult, redirect } from "../http/response";
import { log } from "../log";
import { epochSeconds, keys, userPk } from "./keys";
import { emailNotVerified, signedIn } from "./login";
import { newOneTimeToken } from "./one-time-tokens";
import { storeProviderToken } from "./provider-tokens";
import { createAccount, sendVerification } from "./registration";
import { findUserByEmail, getUser, type UserRecord } from "./users";

// Sign-in through an identity provider (RFC 9700). Each start stores a transaction under the hash
// of its `state`: the provider, the PKCE verifier (encrypted), the OIDC nonce and the hash of a
// random value set as the `oauth_state` cookie, which ties the callback to the starting browser.
// The callback spends the transaction first, so a state works once whatever happens next.

const stateCookieName = "oauth_state";

interface OAuthTransaction {
  provider: ProviderName;
  binding_hash: string;
  code_verifier: string;
  nonce: string;
  created_at: string;
}

// Lax, not Strict: the provider's redirect back is a cross-site top-level navigation (F8).
function stateCookie(value: string, maxAge: number): string {
  return `${stateCookieName}=${value}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

/** Registered with the provider as an exact string; one per provider (mix-up defence). */
function redirectUri(provider: ProviderName): string {
  return `${config().PUBLIC_BASE_URL.replace(/\/+$/, "")}/api/auth/${provider}/callback`;
}

const verifierContext = (stateHash: string) => `oauth-verifier:${stateHash}`;

export async function startSignIn(provider: ProviderName): Promise<HttpResult> {
  const idp = identityProvider(provider);
  const ttlSeconds = config().OAUTH_TRANSACTION_TTL_SECONDS;
  const state = newOpaqueToken();
  const binding = newOpaqueToken();
  const verifier = newOpaqueToken();
  const nonce = newOpaqueToken();
  const stateHash = sha256Hex(state);
  const now = Date.now();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.oauthTransaction(stateHash),
        provider,
        binding_hash: sha256Hex(binding),
        code_verifier: encryptSecret(verifier, verifierContext(stateHash)),
        nonce,
        created_at: new Date(now).toISOString(),
        ttl: epochSeconds(now) + ttlSeconds + 86_400,
      },
    }),
  );
  const location = idp.authorizationUrl({
    state,
    nonce,
    codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
    redirectUri: redirectUri(provider),
  });
  return redirect(location, [stateCookie(binding, ttlSeconds)]);
}

function stateError(reason: string): AppError {
  return new AppError("VALIDATION_ERROR", "The sign-in could not be completed; please start again", {
    details: { reason },
  });
}

/** Marks the transaction spent and returns it; unknown or already spent states are refused. */
async function spendTransaction(stateHash: string): Promise<OAuthTransaction> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oauthTransaction(stateHash),
        UpdateExpression: "SET spent_at = :now",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(spent_at)",
        ExpressionAttributeValues: { ":now": new Date().toISOString() },
        ReturnValues: "ALL_NEW",
      }),
    );
    return answer.Attributes as OAuthTransaction;
  } catch (error) {
    if (isConditionFailed(error)) throw stateError("state_unknown_or_used");
    throw error;
  }
}

export async function finishSignIn(
  provider: ProviderName,
  query: { code: string; state: string; iss?: string | undefined },
  cookies: Record<string, string>,
): Promise<HttpResult> {
  const stateHash = sha256Hex(query.state);
  const transaction = await spendTransaction(stateHash);
  const ageMs = Date.now() - Date.parse(transaction.created_at);
  if (!(ageMs <= config().OAUTH_TRANSACTION_TTL_SECONDS * 1000)) throw stateError("state_expired");
  if (transaction.provider !== provider) throw stateError("provider_mismatch");
  const binding = cookies[stateCookieName];
  if (!binding || !safeEqual(sha256Hex(binding), transaction.binding_hash)) {
    throw stateError("state_not_from_this_browser");
  }
  const idp = identityProvider(provider);
  // RFC 9207: a provider that names itself in the response must be the one we sent the user to.
  if (query.iss !== undefined && query.iss !== idp.issuer) throw stateError("issuer_mismatch");

  const { identity, accessToken } = await idp.redeem({
    code: query.code,
    codeVerifier: decryptSecret(transaction.code_verifier, verifierContext(stateHash)),
    nonce: transaction.nonce,
    redirectUri: redirectUri(provider),
  });
  const user = await userFor(identity);
  if (provider === "idp-b") await storeProviderToken(user.id, provider, accessToken);
  if (!user.email_verified) throw await emailNotVerified(user);
  const result = await signedIn(user, provider);
  return new HttpResult(result.status, result.body, result.headers, [...result.cookies, stateCookie("", 0)]);
}

/** The account of an external identity: known link, verified-e-mail link, or a new account (F4). */
async function userFor(identity: ExternalIdentity): Promise<UserRecord> {
  const identityKey = keys.identity(identity.provider, identity.subject);
  const linked = await db().send(
    new GetCommand({ TableName: tableName(), Key: identityKey, ConsistentRead: true }),
  );
  if (linked.Item) {
    const user = await getUser(String(linked.Item.user_id));
    if (!user) throw new AppError("CONFLICT", "The linked account no longer exists");
    return user;
  }
  if (!identity.email) {
    throw new AppError("VALIDATION_ERROR", "The provider did not share an e-mail address", {
      details: { reason: "provider_email_missing" },
    });
  }
  const email = identity.email.trim().toLowerCase();
  const existing = await findUserByEmail(email);
  if (existing) return linkIdentity(existing, identity);

  const userId = newId("user");
  const identityPut = {
    Put: {
      TableName: tableName(),
      Item: identityItem(identity, userId),
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
  const verification = identity.emailVerified
    ? undefined
    : newOneTimeToken(userId, "verify_email", config().EMAIL_VERIFICATION_TTL_SECONDS);
  const user = await createAccount(
    {
      id: userId,
      email,
      name: identity.name?.trim() || email.split("@")[0] || email,
      role: "free",
      emailVerified: identity.emailVerified,
      ...(verification ? { verificationTokenHash: verification.tokenHash } : {}),
    },
    [
      { name: "identity", write: identityPut },
      ...(verification
        ? [{ name: "verification", write: { Put: { TableName: tableName(), Item: verification.record } } }]
        : []),
    ],
    (name) => (name === "identity" ? identityTaken() : undefined),
  );
  log.info("user registered", { user_id: userId, via: identity.provider });
  if (verification) await sendVerification(user.email, user.name, verification.token);
  return user;
}

function identityItem(identity: ExternalIdentity, userId: string) {
  return {
    ...keys.identity(identity.provider, identity.subject),
    user_id: userId,
    provider: identity.provider,
    subject: identity.subject,
    created_at: new Date().toISOString(),
    gsi1pk: userPk(userId),
    gsi1sk: `IDENTITY#${identity.provider}#${identity.subject}`,
  };
}

const identityTaken = () =>
  new AppError("CONFLICT", "This provider account was just linked by another sign-in; try again");

/**
 * Links only when the provider vouches for the address. Linking an account whose address was never
 * confirmed also drops its password and sessions: whoever registered it may not own the address.
 */
async function linkIdentity(user: UserRecord, identity: ExternalIdentity): Promise<UserRecord> {
  if (!identity.emailVerified) {
    log.info("identity not linked", { user_id: user.id, via: identity.provider, reason: "email_unverified" });
    throw new AppError(
      "EMAIL_EXISTS",
      "An account with this e-mail address exists and the provider has not verified the address; sign in with your password instead",
      { details: { reason: "provider_email_unverified" } },
    );
  }
  const now = new Date().toISOString();
  const outcome = await transactNamed([
    {
      name: "identity",
      write: {
        Put: {
          TableName: tableName(),
          Item: identityItem(identity, user.id),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    },
    {
      name: "profile",
      write: {
        Update: {
          TableName: tableName(),
          Key: keys.profile(user.id),
          UpdateExpression: user.email_verified
            ? "SET updated_at = :now"
            : "SET email_verified = :true, updated_at = :now REMOVE password_hash, verification_token_hash",
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeValues: user.email_verified ? { ":now": now } : { ":now": now, ":true": true },
        },
      },
    },
  ]);
  if (!outcome.written) {
    if (outcome.failed.includes("identity")) throw identityTaken();
    throw new Error(`identity link cancelled: ${outcome.failed.join(", ") || "no condition failed"}`);
  }
  if (!user.email_verified) await revokeAllSessions(user.id, "identity_linked");
  log.info("identity linked", { user_id: user.id, via: identity.provider });
  const linked = await getUser(user.id);
  if (!linked) throw new AppError("CONFLICT", "The account no longer exists");
  return linked;
}
