// What every mail transport sends: kept apart from the transport choice so the transports need not
// import the module that chooses between them.

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
