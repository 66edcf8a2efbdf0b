/** The least environment production starts with: every real service configured (config.ts). */
export const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  PUBLIC_URL: 'https://shop.example',
  BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://relay.internal:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};
