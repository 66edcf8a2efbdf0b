import { adminUsersQuerySchema, nameField, roles } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { adminOnly, issueBearerToken, requireUser, sameEmail, signedInOnly } from '@/modules/auth/session.ts';

const emailParam = z.object({ email: z.string().trim().min(3).max(254) });
const forbidden = () => new HttpError(403, 'forbidden', 'You may only act on your own account.');

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The page's access token (product.md §5), only for the signed-in owner of that e-mail. */
  app.put('/user/:email', { onRequest: signedInOnly, schema: { params: emailParam } }, async (request) => {
    const user = await requireUser(request);
    if (!sameEmail(user.email, request.params.email)) throw forbidden();
    return { token: await issueBearerToken(app.db, user.sessionId) };
  });

  /**
   * The spec's registration call. The account already exists (Better Auth made it); this accepts
   * only the caller's own e-mail, may update the name, and ignores a role or password it is sent.
   */
  app.post(
    '/add-user',
    { onRequest: signedInOnly, schema: { body: z.looseObject({ email: z.string().max(254), name: nameField.optional() }) } },
    async (request) => {
      const user = await requireUser(request);
      if (!sameEmail(user.email, request.body.email)) throw forbidden();
      return app.users.registerProfile(user.id, request.body.name);
    },
  );

  /** `{ admin }` for the caller; an admin may ask about anyone. */
  app.get('/admin/:email', { onRequest: signedInOnly, schema: { params: emailParam } }, async (request) => {
    const user = await requireUser(request);
    if (sameEmail(user.email, request.params.email)) return { admin: user.role === 'admin' };
    if (user.role !== 'admin') throw forbidden();
    const other = await app.users.findByEmail(request.params.email);
    if (!other) throw notFound('User');
    return { admin: other.role === 'admin' };
  });

  app.get('/users', { onRequest: adminOnly }, async () => app.users.listUsers());

  /** Make Admin's search by e-mail or name, a page at a time (decision 053). */
  app.get('/admin/users', { onRequest: adminOnly, schema: { querystring: adminUsersQuerySchema } }, async (request) =>
    app.users.searchUsers(request.query),
  );

  app.patch(
    '/user/admin/:email',
    {
      onRequest: adminOnly,
      schema: { params: emailParam, body: z.object({ role: z.enum(roles) }) },
      config: { errors: { 403: 'Not an admin, or an admin removing their own role.', 409: 'The account is an admin by ADMIN_EMAILS, or the last admin.' } },
    },
    async (request) => {
      const admin = await requireUser(request);
      return app.users.setRole(request.params.email, request.body.role, admin.id);
    },
  );
};
