/**
 * Sends the store's e-mail through the job queue: a message is written as a job (in the caller's
 * transaction when given), then handed to the transport, and tried again while the relay is down.
 * With SMTP_URL the transport is nodemailer's SMTP; without it (development only) every message
 * lands in the outbox shown at /dev/mailbox.
 */
import nodemailer from 'nodemailer';
import type { JobOptions, JobQueue } from '@/modules/jobs/queue.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where messages go out: the relay, the development outbox, or a test's list. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** The shop's mail: durable from the moment `send` answers. */
export interface QueuedMailer {
  send(message: MailMessage, options?: Pick<JobOptions, 'tx'>): Promise<void>;
}

export function queuedMailer(queue: JobQueue, transport: Mailer): QueuedMailer {
  queue.handle('mail', (payload) => transport.send(payload as MailMessage));
  return { send: (message, options) => queue.enqueue('mail', message, options) };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
