import path from 'node:path';
/** Helpers for journeys that need accounts: the development mailbox and quick sign-ins. */
import { expect, request as apiRequest, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@example.com', password: 'Admin12345' },
  customer: { email: 'customer@example.com', password: 'Customer12345' },
};

/**
 * A second server of the e2e run whose unpaid orders hold their parts for 15 seconds only
 * (decision 022), so a journey can watch one expire; the main server keeps the default 30 minutes.
 */
export const shortHold = { port: Number(process.env.E2E_PORT ?? 4173) + 1, minutes: 0.25 };

/** A client address of its own for a spec file (the e2e server trusts a loopback proxy). */
export const clientAddress = (n: number) => ({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${n}` } });

/** The development stand-ins' addresses: the outbox, the local identity provider, test payments. */
const STAND_INS = /\/(api\/)?dev\//;

/**
 * The stand-ins answer no request that came through a proxy (decision 039): a browser context
 * sends them its requests without the proxy header that gives its spec file a client address.
 */
export async function reachStandInsDirectly(context: BrowserContext) {
  await context.route(STAND_INS, (route) => {
    const headers = Object.entries(route.request().headers()).filter(([name]) => name !== 'x-forwarded-for');
    return route.continue({ headers: Object.fromEntries(headers) });
  });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The first link in the newest mail to `to` whose subject contains `subject`, read from the outbox
 * directly, as someone at this machine, not with a spec's client address (decision 039).
 */
export async function mailedLink(baseURL: string, to: string, subject: string): Promise<string> {
  // Empty: a new request context takes the spec's options, its client address included.
  const outbox = await apiRequest.newContext({ baseURL, extraHTTPHeaders: {} });
  let link: string | undefined;
  try {
    await expect
      .poll(async () => {
        const mails = (await (await outbox.get('/api/dev/mail')).json()) as Mail[];
        const mail = mails.find((m) => m.to === to && m.subject.includes(subject));
        link = mail?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
  } finally {
    await outbox.dispose();
  }
  return link!;
}

/** Signs the page's browser context in without the form (the form has its own journey). */
export async function signInByApi(page: Page, baseURL: string, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: account, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
}

/** Signs up and verifies a new customer through the API and the mailed link. */
export async function newVerifiedAccount(request: APIRequestContext, baseURL: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const password = 'Parts2026';
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password, callbackURL: '/login?verified=1' },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
  const link = await mailedLink(baseURL, email, 'Verify');
  await request.get(link, { maxRedirects: 0 });
  return { email, password, name };
}

/**
 * Opens a page and waits until React has taken over the HTML the server sent (decisions 011,
 * 013): before that, the page is on screen but typing and choosing do nothing.
 */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/**
 * Where the journeys ship (issue 27): a US address in Oregon, whose tax is 0 % (the US rate; no
 * journey gives Oregon a rate of its own, while the tax journey gives California and New York
 * theirs, issue 41), so the charge is the parts and the shipping. Standard shipping costs $9.99
 * and is free from $150 of parts.
 */
export const usAddress = {
  name: 'Ada Shopper',
  line1: '1120 NW Couch Street',
  city: 'Portland',
  region: 'OR',
  postalCode: '97209',
  country: 'US',
  phone: '+1 503 555 0100',
};


/** The toast that says `text`. */
export const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });
/** A total as the page writes it: `$1,234.50`. */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Standard shipping of a parts' total, in cents, as the seeded checkout settings price it. */
export const standardShippingCents = (partsCents: number) => (partsCents >= 15_000 ? 0 : 999);

/** Fills the shipping address fields inside `scope` (the checkout, or the payment page's shipping step). */
export async function fillShippingAddress(scope: Page | Locator, address = usAddress) {
  await scope.getByLabel('Full name').fill(address.name);
  await scope.getByLabel('Country').selectOption(address.country);
  await scope.getByLabel('Address line 1').fill(address.line1);
  await scope.getByLabel('City').fill(address.city);
  await scope.getByLabel('Region').selectOption(address.region);
  await scope.getByLabel('Postal code').fill(address.postalCode);
  await scope.getByLabel('Phone').fill(address.phone);
}

/**
 * The payment page's first step for an order placed with Order Now (issue 27): the US address,
 * Standard shipping, Continue to payment; then the card form shows.
 */
export async function completeShippingStep(page: Page, address = usAddress) {
  const step = page.getByRole('form', { name: 'Shipping' });
  await fillShippingAddress(step, address);
  await step.getByRole('radio', { name: /^Standard/ }).check();
  await step.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
}

/** Pays the order on the payment page's test-mode card form with a test card. */
export async function payWithTestCard(page: Page, amount: string | RegExp = /^Pay \$/, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: typeof amount === 'string' ? `Pay ${amount}` : amount }).click();
  await expect(page.getByText('Congrats ! Your payment is completed.')).toBeVisible();
}

/** Gives an order placed through the API (`POST /api/order`) its address and Standard shipping, as its payment page would. */
export async function shipToByApi(request: APIRequestContext, orderId: string, address = usAddress) {
  const options = (await (await request.get('/api/checkout/options')).json()) as { methods: { id: string; name: string }[] };
  const standard = options.methods.find((method) => method.name === 'Standard')!;
  const res = await request.put(`/api/order/${orderId}/shipping`, { data: { shippingAddress: address, shippingMethodId: standard.id } });
  expect(res.status()).toBe(200);
}

/**
 * Pays an order that has its address, as its payment page would with Stripe's test card but
 * without the page: the payment intent, the test-mode card processor (reached from this machine,
 * decision 039), then the order moved to pending.
 */
export async function payByApi(request: APIRequestContext, baseURL: string, orderId: string) {
  const order = (await (await request.get(`/api/order/${orderId}`)).json()) as { price: number; displayName: string; email: string };
  const intent = await request.post('/api/create-payment-intent', { data: { orderId, price: order.price }, headers: { origin: baseURL } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const standIns = await apiRequest.newContext({ baseURL, extraHTTPHeaders: {} });
  try {
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    const confirmed = await standIns.post('/api/dev/payments/confirm', {
      data: { clientSecret, card, billingDetails: { name: order.displayName, email: order.email } },
      headers: { origin: baseURL },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
  } finally {
    await standIns.dispose();
  }
  const pending = await request.patch(`/api/order/${orderId}`, { data: { payment: 'pending' }, headers: { origin: baseURL } });
  expect(pending.ok(), await pending.text()).toBe(true);
}

/**
 * A journey's key steps: nothing on the page wider than the screen (a phone would widen its whole
 * layout to fit it, and the shopper scroll sideways), and a screenshot numbered in the order taken
 * into `folder` (full page from its top, or the viewport as it is).
 */
export function journeySteps(folder: string, width: string) {
  let shot = 0;
  return async (page: Page, name: string, fullPage = true) => {
    const screen = page.viewportSize()!.width;
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `the page's width at "${name}"`).toBeLessThanOrEqual(screen);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    shot += 1;
    await page.screenshot({ path: path.join(folder, `${width}-${String(shot).padStart(2, '0')}-${name}.png`), fullPage });
  };
}

/** The admin's and a new customer's pages, each signed in, and a part of the journey's own. */
export interface AdminAndCustomer {
  admin: Page;
  shop: Page;
  part: { _id: string; name: string };
  /** Deletes the part and closes both browsers. */
  close: () => Promise<void>;
}

/**
 * Sets up a journey that needs the admin, a customer of its own and a part nobody else orders:
 * both browsers from the spec's client address, reaching the stand-ins directly; the part a copy
 * of a demo part's category and picture at `price`, with `quantity` in stock.
 */
export async function adminAndCustomer(
  browser: Browser,
  baseURL: string,
  address: ReturnType<typeof clientAddress>,
  { seeded, name, price, quantity, description, customerName }: { seeded: { category: string; image: string }; name: string; price: number; quantity: number; description: string; customerName: string },
): Promise<AdminAndCustomer> {
  const open = async (): Promise<[BrowserContext, Page]> => {
    const context = await browser.newContext(address);
    await reachStandInsDirectly(context);
    return [context, await context.newPage()];
  };
  const [adminContext, admin] = await open();
  const [shopContext, shop] = await open();
  await signInByApi(admin, baseURL, demo.admin);
  const created = await admin.request.post('/api/part', {
    data: { name, category: seeded.category, price, quantity, min: 1, image: seeded.image, description },
  });
  expect(created.status()).toBe(201);
  const part = { _id: ((await created.json()) as { _id: string })._id, name };
  const api = await apiRequest.newContext({ baseURL, ...address });
  const customer = await newVerifiedAccount(api, baseURL, customerName);
  await api.dispose();
  await signInByApi(shop, baseURL, customer);
  return {
    admin,
    shop,
    part,
    close: async () => {
      await admin.request.delete(`/api/part/${part._id}`);
      await adminContext.close();
      await shopContext.close();
    },
  };
}
