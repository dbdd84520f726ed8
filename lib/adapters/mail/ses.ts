import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { AppError } from "../../http/errors";
import { describeError, log } from "../../log";
import type { Mailer, MailMessage } from "./message";

/** Amazon SES v2, plain-text messages. */
export class SesMailer implements Mailer {
  private readonly client: SESv2Client;

  constructor(
    private readonly from: string,
    region: string,
    private readonly timeoutMs: number,
  ) {
    this.client = new SESv2Client({ region });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.client.send(
        new SendEmailCommand({
          FromEmailAddress: this.from,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: "UTF-8" },
              Body: { Text: { Data: message.text, Charset: "UTF-8" } },
            },
          },
        }),
        { abortSignal: AbortSignal.timeout(this.timeoutMs) },
      );
    } catch (error) {
      log.error("mail could not be sent", { subject: message.subject, ...describeError(error) });
      throw new AppError("SERVICE_UNAVAILABLE", "E-mail could not be sent; try again later");
    }
  }
}
