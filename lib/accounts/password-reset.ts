import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { mail } from "../adapters/mail/mailer";
import { revokeAllSessions } from "../auth/sessions";
import { config } from "../config";
import { db, tableName } from "../db/client";
import { describeError, log } from "../log";
import { consume } from "../rate-limit/limiter";
import { keys } from "./keys";
import { clearFailures } from "./lockout";
import { passwordChangedMail, passwordResetMail } from "./mails";
import { loadUsableToken, newOneTimeToken, spendToken } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import { findUserByEmail, getUser } from "./users";

const genericAnswer = {
  message: "If an account exists for this address, a link to reset its password is on its way.",
};

// Both answers take at least this long, so a known address (token write, mail) and an unknown one
// (nothing to do) cannot be told apart by timing.
const responseFloorMs = 600;

export async function requestPasswordReset(email: string) {
  const started = Date.now();
  const settings = config();
  // Counted for unknown addresses as well: the limit itself reveals nothing.
  await consume({
    scope: "password-reset-email",
    subject: email,
    limit: settings.PASSWORD_RESET_LIMIT_PER_EMAIL,
    windowSeconds: settings.PASSWORD_RESET_LIMIT_WINDOW_SECONDS,
  });
  const user = await findUserByEmail(email);
  if (user) {
    const reset = newOneTimeToken(user.id, "password_reset", settings.PASSWORD_RESET_TTL_SECONDS);
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: reset.record } },
          {
            Update: {
              TableName: tableName(),
              Key: keys.profile(user.id),
              // Nothing about the account changes until the token is used; only the newest token counts.
              UpdateExpression: "SET password_reset_token_hash = :hash",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeValues: { ":hash": reset.tokenHash },
            },
          },
        ],
      }),
    );
    try {
      await mail().send(passwordResetMail(user.email, reset.token));
    } catch (error) {
      log.error("password reset mail not sent", { user_id: user.id, ...describeError(error) });
    }
    log.info("password reset requested", { user_id: user.id });
  }
  const wait = responseFloorMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return genericAnswer;
}

export async function confirmPasswordReset(token: string, newPassword: string) {
  const record = await loadUsableToken(token, "password_reset");
  const passwordHash = await hashPassword(newPassword);
  const now = new Date().toISOString();
  await spendToken(record, now, {
    // Opening the mailed link also proves the address is the user's.
    set: "password_hash = :password, email_verified = :true, updated_at = :now",
    remove: "password_reset_token_hash",
    condition: "password_reset_token_hash = :hash",
    values: { ":password": passwordHash, ":true": true, ":now": now },
  });
  const revoked = await revokeAllSessions(record.user_id, "password_reset");
  const user = await getUser(record.user_id);
  if (user) {
    // A reset also lifts a lock, so locking someone out by failing on purpose has a way back.
    await clearFailures(user.email);
    await mail()
      .send(passwordChangedMail(user.email))
      .catch((error: unknown) => log.error("password change notice not sent", describeError(error)));
  }
  log.info("password reset completed", { user_id: record.user_id, sessions_revoked: revoked });
  return { message: "Your password has been changed. Sign in with the new password." };
}
