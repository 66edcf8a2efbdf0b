/**
 * An unpaid order holds its parts for a while, then expires by itself and its stock is back on
 * /parts (decision 022). It runs against the e2e run's second server, whose hold is 15 seconds
 * (playwright.config.ts), with a part of its own and a new customer.
 */
import { expect, test } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, completeShippingStep, demo, newVerifiedAccount, shortHold, signInByApi } from './support.ts';

const address = clientAddress(40);
const baseURL = `http://localhost:${shortHold.port}`;
test.use({ ...address, baseURL });

const stock = 20;

test('an order left unpaid expires and its parts are back in stock', async ({ browser, playwright }) => {
  // The hold, the expiry job's next run, and pages read again while waiting.
  test.setTimeout(shortHold.minutes * 60_000 + 60_000);
  const admin = await browser.newContext({ ...address, baseURL });
  const adminPage = await admin.newPage();
  await signInByApi(adminPage, baseURL, demo.admin);
  const seeded = seedParts[3]!;
  const partName = `Held Journey Part ${Date.now().toString(36)}`;
  const created = await adminPage.request.post('/api/part', {
    data: { name: partName, category: seeded.category, price: 10, quantity: stock, min: 1, image: seeded.image, description: 'A part for the hold journey.' },
  });
  expect(created.status()).toBe(201);
  const part = (await created.json()) as { _id: string };

  const signUp = await playwright.request.newContext({ baseURL, ...address });
  const customer = await newVerifiedAccount(signUp, baseURL, 'Hana Hold');
  await signUp.dispose();
  const context = await browser.newContext({ ...address, baseURL });
  const shop = await context.newPage();
  await signInByApi(shop, baseURL, customer);

  await shop.goto(`/purchase/${part._id}`);
  await shop.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  await shop.getByRole('button', { name: 'Total' }).click();
  await shop.getByRole('button', { name: 'Place Order' }).click();
  await expect(shop).toHaveURL(/\/payment\/[\w-]+$/);
  // Placed with Order Now: the shipping step comes first, then the card form.
  await completeShippingStep(shop);
  // The page says until when the parts are held (the time comes from the server).
  await expect(shop.getByTestId('hold-notice')).toContainText(/We hold this order's parts until \d{1,2}:\d{2}/);

  const card = shop.getByTestId('part-card').filter({ hasText: partName });
  const partsUrl = `/parts?q=${encodeURIComponent(partName)}`;
  await shop.goto(partsUrl);
  await expect(card).toContainText(`${stock - 5} pieces`);

  // Nobody pays: once the hold is over, My Order says the order expired.
  await expect(async () => {
    await shop.goto('/dashboard/myorder');
    await expect(shop.getByTestId('order-row')).toContainText('expired', { timeout: 1_000 });
  }).toPass({ timeout: shortHold.minutes * 60_000 + 30_000, intervals: [2_000] });
  await expect(shop.getByTestId('order-row').getByRole('button', { name: 'Delete' })).toBeEnabled();

  await shop.goto(partsUrl);
  await expect(card).toContainText(`${stock} pieces`);

  await adminPage.request.delete(`/api/part/${part._id}`);
  await admin.close();
  await context.close();
});
