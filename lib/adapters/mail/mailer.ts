import { config } from "../../config";
import { LocalMailbox } from "./local";
import type { Mailer } from "./message";
import { SesMailer } from "./ses";

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
