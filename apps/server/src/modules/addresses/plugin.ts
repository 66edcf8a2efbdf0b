/** The addresses module: each customer's address book (issue 41). */
import fp from 'fastify-plugin';
import { addressesRoutes } from './routes.ts';
import { createAddressBook, type AddressBook } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    addressBook: AddressBook;
  }
}

export const addressesModule = fp(
  async (app) => {
    app.decorate('addressBook', createAddressBook(app.db));
    await app.register(addressesRoutes, { prefix: '/api' });
  },
  { name: 'addresses' },
);
