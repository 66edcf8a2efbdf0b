/** The mail module: mail is a job, written with the change that causes it and sent by whichever process runs it. */
import fp from 'fastify-plugin';
import { createSmtpMailer, queuedMailer, type Mailer, type QueuedMailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: QueuedMailer;
  }
}

export interface MailModuleOptions {
  /** What sends the mail instead of SMTP_URL's relay (a test's, or the development outbox); null for the relay. */
  transport: Mailer | null;
}

export const mailModule = fp<MailModuleOptions>(
  async (app, options) => {
    const transport = options.transport ?? createSmtpMailer(app.config.smtpUrl!, app.config.mailFrom);
    app.decorate('mailer', queuedMailer(app.jobs, transport));
    app.addHook('onClose', async () => transport.close?.());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
