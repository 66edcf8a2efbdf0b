import type { MailMessage, Mailer } from '@/modules/mail/mailer.ts';

/** Keeps what the app sends, so a test can read the message and follow its link. */
export class TestMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage) {
    this.sent.push(message);
  }

  /** The newest message to `to`, and the first link to our server in it. */
  last(to: string): { message: MailMessage; link: string } {
    const message = this.sent.findLast((m) => m.to === to);
    if (!message) throw new Error(`No mail to ${to}; sent: ${this.sent.map((m) => m.to).join(', ')}`);
    const link = message.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`No link in "${message.subject}"`);
    return { message, link };
  }
}
