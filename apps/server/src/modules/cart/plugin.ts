/** The cart module: carts of many parts and their checkout into one order (issue 27). */
import fp from 'fastify-plugin';
import { cartRoutes } from './routes.ts';
import { createCartService, type CartService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

export const cartModule = fp(
  async (app) => {
    app.decorate('cart', createCartService(app.db, app.orders, app.shipping, app.promotions, app.addressBook));
    await app.register(cartRoutes, { prefix: '/api' });
  },
  { name: 'cart', dependencies: ['orders', 'addresses', 'promotions'] },
);
