import { config } from "../../config";
import { LocalMailbox } from "./local";
import { SesMailer } from "./ses";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Every URL the text contains, in order; the local mailbox records them for tests and people. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

let mailer: Mailer | undefined;

/** SES in production; on the local stack each message becomes a JSON file in the mailbox folder. */
export function mail(): Mailer {
  if (mailer) return mailer;
  const settings = config();
  mailer =
    settings.MAIL_TRANSPORT === "local"
      ? new LocalMailbox(settings.LOCAL_STATE_DIR)
      : new SesMailer(settings.MAIL_FROM, settings.AWS_REGION, settings.OUTBOUND_TIMEOUT_MS);
  return mailer;
}
