/**
 * Price-drop alerts (issue 42, decisions 094 and 096): a customer asks to be told when a part is
 * $180.00 or less, watches a saved build of two of them for a drop of $15.00 on My builds, and sees
 * both on My Profile; the admin lowers the price; one mail each arrives in the mailbox (the build's
 * naming what changed) and both are spent. At 1280 and 375 px.
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

    // A saved build of two of them, watched on My builds for a drop of $15.00.
    const build = `Alert rig ${run} ${width}`;
    const saved = await page.request.post('/api/builds', { data: { name: build, parts: [{ id: partId, quantity: 2 }] }, headers: { origin: baseURL! } });
    expect(saved.status()).toBe(201);
    await openHydrated(page, '/dashboard/mybuilds');
    const watch = page.getByTestId('build-price-watch');
    await watch.getByLabel('Tell me when the total drops by').fill('15');
    await watch.getByRole('button', { name: `Watch price: ${build}` }).click();
    await expect(watch).toContainText('Watching: we will e-mail you once when the total of $400.00 drops by $15.00.');
    await watch.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`build-price-watch-${width}.png`) });

    await openHydrated(page, '/dashboard/myprofile');
    const row = page.getByTestId('price-alert-row').filter({ hasText: name });
    await expect(row).toContainText('At or below $180.00 (now $200.00)');
    await expect(page.getByTestId('price-alert-row').filter({ hasText: build })).toContainText('A drop of $15.00 (now $400.00)');
    // The part's picture beside it, loaded before the screenshot.
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('region', { name: 'Price alerts' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`price-alerts-list-${width}.png`) });

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
    const buildMail = page.getByRole('list', { name: 'Messages' }).getByRole('button').filter({ hasText: `your build ${build} is now $358.00` });
    await buildMail.click();
    await expect(page.getByRole('article', { name: 'Message' })).toContainText(`What changed: ${name}, $200.00 → $179.00.`);

    // Spent: no longer on My Profile.
    await openHydrated(page, '/dashboard/myprofile');
    await expect(page.getByRole('region', { name: 'Price alerts' })).toBeVisible();
    await expect(page.getByTestId('price-alert-row').filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByTestId('price-alert-row').filter({ hasText: build })).toHaveCount(0);
    expect((await admin.request.delete(`/api/part/${partId}`, { headers: { origin: baseURL! } })).status()).toBe(200);
    await context.close();
    await adminContext.close();
  });
}
