// Keys of every account item in the single table, in one place. Items a user owns live in the
// partition USER#<userId> or carry gsi1pk = USER#<userId>, so account deletion finds them all with
// one Query on the table and one on gsi1.

export const userPk = (userId: string) => `USER#${userId}`;

export const keys = {
  profile: (userId: string) => ({ pk: userPk(userId), sk: "PROFILE" }),
  /** Claims an e-mail address: its existence is what makes addresses unique. */
  emailClaim: (email: string) => ({ pk: `EMAIL#${email}`, sk: "EMAIL" }),
  session: (userId: string, sessionId: string) => ({ pk: userPk(userId), sk: `SESSION#${sessionId}` }),
  sessionPrefix: "SESSION#",
  refreshToken: (tokenHash: string) => ({ pk: `REFRESH#${tokenHash}`, sk: "REFRESH" }),
  /** A single-use e-mail verification or password-reset token, by the hash of its value. */
  oneTimeToken: (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: "TOKEN" }),
  /** Failed-login counter and lock, per e-mail address (known or not, so it reveals nothing). */
  loginGuard: (emailHash: string) => ({ pk: `LOGIN#${emailHash}`, sk: "LOGIN" }),
  apiKey: (userId: string, keyId: string) => ({ pk: userPk(userId), sk: `APIKEY#${keyId}` }),
  apiKeyPrefix: "APIKEY#",
  apiKeyLookup: (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: "APIKEY" }),
  identity: (provider: string, providerUserId: string) => ({
    pk: `IDENTITY#${provider}#${providerUserId}`,
    sk: "IDENTITY",
  }),
  providerToken: (userId: string, provider: string) => ({
    pk: userPk(userId),
    sk: `PROVIDER_TOKEN#${provider}`,
  }),
  oauthTransaction: (stateHash: string) => ({ pk: `OAUTH#${stateHash}`, sk: "OAUTH" }),
};

/** Seconds since the epoch, as DynamoDB's TTL wants it. */
export const epochSeconds = (ms: number) => Math.floor(ms / 1000);
