/**
 * The catalog's import (issue 42, decision 093): on Manage Product the admin checks a CSV file,
 * reads the table of what to fix (line, column, problem), fixes the file, sees what it would
 * change, imports it while its progress shows, and finds the new parts in the shop. A second file
 * lowers a price: the part's page charts it and calls it the lowest in 30 days (decision 092). At
 * 1280 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { clientAddress, demo, signInByApi } from './support.ts';

const address = clientAddress(43);
test.use(address);

const IMAGE = '/images/parts/kestrel-tactile-75.webp';
const HEADER = 'sku,name,category,brand,mpn,gtin,price,quantity,min,description,image,spec.layout,spec.hotSwap';

/**
 * A supplier's file of two keyboards (a category no other journey counts); `broken` gives the
 * second a price of "free" and a layout no keyboard has.
 */
function catalogFile(run: number, broken: boolean, firstPrice = '449.00'): string {
  return [
    HEADER,
    `CP-IMP-${run}-1,Import Journey Keyboard ${run} A,keyboard,Keychron,K8P-J3,,${firstPrice},5,1,"Tenkeyless, hot-swap",${IMAGE},TKL,true`,
    `CP-IMP-${run}-2,Import Journey Keyboard ${run} B,keyboard,Logitech,920-012869,,${broken ? 'free' : '409.99'},3,1,Full size,${IMAGE},${broken ? 'Huge' : 'Full-size'},false`,
  ].join('\r\n');
}

async function chooseFile(page: Page, text: string) {
  await page.getByLabel('CSV file').setInputFiles({ name: 'supplier.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

for (const width of [1280, 375]) {
  test(`an admin imports a file with errors, fixes it and imports it (${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const run = Date.now();
    await signInByApi(page, baseURL!, demo.admin);
    await page.goto('/dashboard/manageproduct');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const panel = page.getByRole('region', { name: 'Import a catalog' });
    await expect(panel).toBeVisible();
    const importButton = panel.getByRole('button', { name: 'Import', exact: true });

    await chooseFile(page, catalogFile(run, true));
    await panel.getByRole('button', { name: 'Check the file' }).click();
    await expect(panel.getByRole('alert')).toHaveText('The file has 2 errors. Nothing was imported.');
    const rows = panel.getByRole('row');
    await expect(rows.nth(1)).toContainText('3');
    await expect(rows.nth(1)).toContainText('price');
    await expect(rows.nth(1)).toContainText('Must be a number');
    await expect(rows.nth(2)).toContainText('spec.layout');
    await expect(importButton).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`import-errors-${width}.png`), fullPage: true });

    await chooseFile(page, catalogFile(run, false));
    await panel.getByRole('button', { name: 'Check the file' }).click();
    await expect(panel.getByRole('status')).toHaveText('The file would add 2 parts, change 0 and leave 0 as they are.');
    await importButton.click();
    await expect(panel.getByRole('status')).toHaveText('Imported: 2 parts added, 0 changed, 0 unchanged.');
    await page.screenshot({ path: test.info().outputPath(`import-done-${width}.png`), fullPage: true });

    // The shop finds them by the supplier's part number.
    await page.goto('/parts?q=920-012869');
    await expect(page.getByTestId('part-card').filter({ hasText: `Import Journey Keyboard ${run} B` })).toBeVisible();

    // The supplier lowers a price: one part changes, and its page shows the drop.
    await page.goto('/dashboard/manageproduct');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await chooseFile(page, catalogFile(run, false, '429.50'));
    await panel.getByRole('button', { name: 'Check the file' }).click();
    await expect(panel.getByRole('status')).toHaveText('The file would add 0 parts, change 1 and leave 1 as they are.');
    await importButton.click();
    await expect(panel.getByRole('status')).toHaveText('Imported: 0 parts added, 1 changed, 1 unchanged.');
    await page.goto('/parts?q=K8P-J3');
    await page.getByTestId('part-card').filter({ hasText: `Import Journey Keyboard ${run} A` }).getByRole('link').first().click();
    const chart = page.getByRole('figure').filter({ hasText: 'over the last 90 days' });
    await expect(chart).toContainText('From $449.00 to $429.50 over the last 90 days; lowest $429.50, highest $449.00.');
    await expect(page.getByText('Lowest in 30 days')).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`price-history-${width}.png`) });

    // The catalog as it was: both parts archived.
    const { items } = (await (await page.request.get(`/api/parts?q=CP-IMP-${run}`)).json()) as { items: { _id: string }[] };
    for (const part of items) expect((await page.request.delete(`/api/part/${part._id}`, { headers: { origin: baseURL! } })).status()).toBe(200);
  });
}
