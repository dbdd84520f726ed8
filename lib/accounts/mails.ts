import type { MailMessage } from "../adapters/mail/message";
import { config } from "../config";

// The texts of account mails. Links are built from configured base addresses only, never from a
// request's Host header, so a forged Host cannot redirect a token elsewhere.

export function verificationMail(to: string, name: string, token: string): MailMessage {
  const link = `${config().PUBLIC_BASE_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  const hours = Math.round(config().EMAIL_VERIFICATION_TTL_SECONDS / 3600);
  return {
    to,
    subject: "Confirm your e-mail address",
    text: `Hello ${name},\n\nplease confirm your e-mail address by opening this link within ${hours} hours:\n\n${link}\n\nIf you did not create an account, ignore this message.\n`,
    links: [link],
  };
}

export function passwordResetMail(to: string, token: string): MailMessage {
  const settings = config();
  const page = settings.PASSWORD_RESET_PAGE_URL ?? `${settings.PUBLIC_BASE_URL}/reset-password`;
  const link = `${page}?token=${encodeURIComponent(token)}`;
  const minutes = Math.round(settings.PASSWORD_RESET_TTL_SECONDS / 60);
  return {
    to,
    subject: "Reset your password",
    text: `Someone asked to reset the password of your account. To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
    links: [link],
  };
}

export function passwordChangedMail(to: string): MailMessage {
  return {
    to,
    subject: "Your password was changed",
    text: "The password of your account was just changed and every session was signed out. If this was not you, reset your password at once and contact support.\n",
    links: [],
  };
}
