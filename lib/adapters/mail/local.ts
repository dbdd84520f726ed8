import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { log } from "../../log";
import type { Mailer, MailMessage } from "./message";

/** Writes each message to `<stateDir>/mailbox/<time>-<id>.json`: to, subject, text, links. */
export class LocalMailbox implements Mailer {
  private readonly folder: string;

  constructor(stateDir: string) {
    this.folder = resolve(stateDir, "mailbox");
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`;
    const body = JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2);
    // Written under a temporary name first, so a reader never sees half a message.
    const temporary = join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, body, { mode: 0o600 });
    await rename(temporary, join(this.folder, name));
    log.info("mail written to the local mailbox", { subject: message.subject, file: name });
  }
}
