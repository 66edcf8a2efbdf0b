/**
 * Price-drop alerts (issue 42, decision 094): a customer asks to be told when a part is $180.00 or
 * less and sees the alert on My Profile; the admin lowers the price; one mail arrives in the
 * mailbox and the alert is spent. At 1280 and 375 px.
 */
import { expect, test } from '@playwright/test';
import { clientAddress, demo, newVerifiedAccount, openHydrated, reachStandInsDirectly, signInByApi } from './support.ts';

const address = clientAddress(44);
test.use(address);

for (const width of [1280, 375]) {
  test(`a customer's price alert is mailed once when the price drops to it (${width} px)`, async ({ browser, baseURL, playwright }) => {
    const run = Date.now();
    // A keyboard: a category no other journey counts.
    const name = `Price Alert Journey Keyboard ${run} ${width}`;
    // The admin adds the part at $200.00.
    const adminContext = await browser.newContext(address);
    const admin = await adminContext.newPage();
    await signInByApi(admin, baseURL!, demo.admin);
    const added = await admin.request.post('/api/part', {
      data: { name, category: 'keyboard', price: 200, quantity: 4, min: 1, description: 'A keyboard for the price alert journey.', image: '/images/parts/kestrel-tactile-75.webp' },
      headers: { origin: baseURL! },
    });
    expect(added.status()).toBe(201);
    const partId = ((await added.json()) as { _id: string })._id;

    const signUp = await playwright.request.newContext({ baseURL, ...address });
    const customer = await newVerifiedAccount(signUp, baseURL!, `Petra Price ${width}`);
    await signUp.dispose();
    const context = await browser.newContext({ ...address, viewport: { width, height: 900 } });
    await reachStandInsDirectly(context);
    const page = await context.newPage();
    await signInByApi(page, baseURL!, customer);

    await openHydrated(page, `/parts/${partId}`);
    const offer = page.getByRole('group', { name: 'Price alert' });
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`price-alert-offer-${width}.png`) });
    await offer.getByLabel('At or below (US dollars)').fill('180');
    await offer.getByRole('button', { name: 'Set price alert' }).click();
    await expect(offer).toContainText('We will e-mail you once when the price is $180.00 or less.');
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`price-alert-${width}.png`) });

    await openHydrated(page, '/dashboard/myprofile');
    const row = page.getByTestId('price-alert-row').filter({ hasText: name });
    await expect(row).toContainText('At or below $180.00 (now $200.00)');

    const lowered = await admin.request.patch(`/api/part/${partId}`, { data: { price: 179 }, headers: { origin: baseURL! } });
    expect(lowered.status()).toBe(200);

    await openHydrated(page, '/dev/mailbox');
    const mail = page.getByRole('list', { name: 'Messages' }).getByRole('button').filter({ hasText: `${name} is now $179.00` }).filter({ hasText: customer.email });
    // Sent by the job queue a moment after the change: Refresh until it is there.
    await expect(async () => {
      if (!(await mail.isVisible())) await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await mail.click();
    await expect(page.getByRole('article', { name: 'Message' })).toContainText(`${name} is now $179.00. It was $200.00 when you asked us to tell you.`);

    // Spent: no longer on My Profile.
    await openHydrated(page, '/dashboard/myprofile');
    await expect(page.getByRole('region', { name: 'Price alerts' })).toBeVisible();
    await expect(page.getByTestId('price-alert-row').filter({ hasText: name })).toHaveCount(0);
    expect((await admin.request.delete(`/api/part/${partId}`, { headers: { origin: baseURL! } })).status()).toBe(200);
    await context.close();
    await adminContext.close();
  });
}
