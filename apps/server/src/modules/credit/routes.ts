import { formatPrice, fromCents, giftCardCodeSchema, grantStoreCreditSchema, issueGiftCardSchema, messages, toCents } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/lib/http-errors.ts';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '@/modules/auth/session.ts';
import { giftCardEmail } from '@/modules/mail/templates.ts';

/** Gift cards and store credit (issue 43, decision 098). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/admin/gift-cards', { onRequest: adminOnly, schema: { body: issueGiftCardSchema } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    const { amount, recipientEmail, message } = request.body;
    const card = await app.credit.issueGiftCard(admin.id, toCents(amount), recipientEmail ?? null);
    if (recipientEmail) {
      const { storeName, publicUrl } = app.config;
      await app.mailer.send(giftCardEmail({ storeName, to: recipientEmail, name: recipientEmail }, { amount: formatPrice(amount), code: card.code, message: message ?? null }, publicUrl));
    }
    return reply.status(201).send(card);
  });

  app.get('/admin/gift-cards', { onRequest: adminOnly }, async () =>
    (await app.credit.listGiftCards()).map((card) => ({
      _id: card.id,
      last4: card.last4,
      amount: fromCents(card.amountCents),
      balance: fromCents(card.balanceCents),
      recipientEmail: card.recipientEmail,
      createdAt: card.createdAt.toISOString(),
    })),
  );

  app.get(
    '/gift-cards/:code',
    {
      onRequest: signedInOnly,
      schema: { params: z.object({ code: giftCardCodeSchema }) },
      config: { errors: { 404: 'No gift card has this code.', 429: 'Ten codes an account, thirty an address, in 10 minutes.' } },
    },
    async (request) => {
      const user = await requireUser(request);
      await app.credit.countTries(user.id, request.ip, 1);
      const balance = await app.credit.giftCardBalance(request.params.code);
      if (!balance) throw new HttpError(404, 'not_found', messages.credit.unknownCard);
      return balance;
    },
  );

  app.get('/account/store-credit', { onRequest: signedInOnly }, async (request) =>
    app.credit.storeCreditOf((await requireUser(request)).id, (ids) => app.orders.headingsOf(ids)),
  );

  app.post(
    '/admin/store-credit',
    { onRequest: adminOnly, schema: { body: grantStoreCreditSchema }, config: { errors: { 404: 'No account has this e-mail.', 409: 'The correction would take the balance below $0.' } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { email, amount, reason } = request.body;
      return app.credit.grantCredit(admin.id, email, toCents(amount), reason);
    },
  );
};
