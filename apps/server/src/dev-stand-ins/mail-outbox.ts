/** The development outbox: mail kept in the database instead of sent (see README.md). */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@/db/client.ts';
import { devOutbox } from '@/db/schema.ts';
import type { Mailer } from '@/modules/mail/mailer.ts';
import { loopbackOnly } from './loopback-only.ts';

export function createOutboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db.insert(devOutbox).values(message);
    },
  };
}

/** `GET /api/dev/mail`: the newest 100 messages, newest first. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.get('/dev/mail', async () => {
    const rows = await app.db.select().from(devOutbox).orderBy(desc(devOutbox.seq)).limit(100);
    return rows.map(({ id, to, subject, text, html, createdAt }) => ({ id, to, subject, text, html, createdAt }));
  });
};
