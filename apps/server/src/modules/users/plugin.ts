/** The users module: accounts as the shop sees them, and who is an admin. */
import fp from 'fastify-plugin';
import { usersRoutes } from './routes.ts';
import { createUsersService, type UsersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export const usersModule = fp(
  async (app) => {
    app.decorate('users', createUsersService(app.db, { adminEmails: app.config.adminEmails }));
    await app.register(usersRoutes, { prefix: '/api' });
  },
  { name: 'users' },
);
