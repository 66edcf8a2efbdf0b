/** Helpers for journeys that need accounts: the development mailbox and quick sign-ins. */
import { expect, request as apiRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

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
