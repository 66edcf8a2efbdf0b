/**
 * Catalog administration (product.md §2, §4 "Products (admin)", §5, §8): the admin adds a product with
 * an uploaded image and its identity (brand, MPN, SKU, GTIN; decision 089), shown on its page and
 * found by search, updates its price and identity and deletes it after confirming; a customer's
 * order of it keeps it. A customer posts a review and finds it on the home page.
 *
 * It runs on a product of its own and a new customer, so the seeded catalog and the demo
 * customer stay as other journeys expect them. Two sign-ins by API (the admin's and the new
 * customer's) keep it well under the per-address sign-in limit.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { clientAddress, demo, newVerifiedAccount, openHydrated, signInByApi, toast } from './support.ts';

const address = clientAddress(40);
test.use(address);

const description = 'A card added, repriced and retired by the catalog journey.';

// Named afresh for each run, so a repeated run never meets the last one's product or review.
let partName: string;
let reviewText: string;
let sku: string;
/** A real EAN-13 (decision 089), and the same with its last digit wrong. */
const gtin = '4006381333931';
const mistypedGtin = '4006381333932';

let adminContext: BrowserContext;
let customerContext: BrowserContext;
let admin: Page;
let shop: Page;
let customer: { email: string; password: string; name: string };
let partId: string;

async function newPage(browser: Browser): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext(address);
  return [context, await context.newPage()];
}

const catalogCard = (page: Page) => page.getByTestId('part-card').filter({ hasText: partName });
/** The parts list searched for this journey's product (the list itself is paged). */
const findInCatalog = (page: Page) => page.goto(`/parts?q=${encodeURIComponent(partName)}`);
const managedPart = () => admin.getByTestId('managed-part').filter({ hasText: partName });
/** Manage Product is paged (decision 053): the admin searches for the journey's product. */
const searchManaged = () => admin.getByRole('searchbox', { name: 'Search products by name' }).fill(partName);

test.describe.serial('catalog administration', () => {
  test.beforeAll(async ({ browser, baseURL, playwright }) => {
    const run = Date.now();
    partName = `Catalog Journey Graphics Card ${run}`;
    reviewText = `Fast delivery, <b>solid</b> parts ${run % 100000}`;
    sku = `CP-E2E-${run}`;
    [adminContext, admin] = await newPage(browser);
    [customerContext, shop] = await newPage(browser);
    await signInByApi(admin, baseURL!, demo.admin);
    const signUp = await playwright.request.newContext({ baseURL, ...address });
    customer = await newVerifiedAccount(signUp, baseURL!, 'Rita Review');
    await signUp.dispose();
    await signInByApi(shop, baseURL!, customer);
  });

  test.afterAll(async () => {
    // Leaves the catalog as it was even when a step failed before the deletion.
    if (partId) await admin.request.delete(`/api/part/${partId}`);
    await adminContext.close();
    await customerContext.close();
  });

  test('Add Product requires every field', async () => {
    await admin.goto('/dashboard/addproduct');
    await admin.getByRole('button', { name: 'Add Product' }).click();
    const form = admin.getByRole('form', { name: 'Add product' });
    for (const message of [
      'Name is Required',
      'price is Required',
      'Quantity is Required',
      'Minimum Order is Required',
      'image is Required',
      'description is Required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('the admin adds a product with an image and it is in the catalog', async () => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer();
    await admin.getByLabel('Name').fill(partName);
    await admin.getByLabel('Category').selectOption('graphics-card');
    await admin.getByLabel('Price').fill('499.99');
    await admin.getByLabel('Quantity').fill('20');
    await admin.getByLabel('Minimum Order').fill('2');
    await admin.getByLabel('Image', { exact: true }).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: image });
    await expect(admin.getByRole('img', { name: 'Chosen image' })).toBeVisible();
    // A second picture, shown after the main one (decision 095).
    const back = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#993366' } }).png().toBuffer();
    await admin.getByLabel('Add images').setInputFiles({ name: 'card-back.png', mimeType: 'image/png', buffer: back });
    await expect(admin.getByTestId('more-images').getByRole('img', { name: 'Image 2 of 2' })).toBeVisible();
    await admin.getByLabel('Description').fill(description);
    // Its identity, checked by the same rules as on the server: a mistyped barcode is caught here.
    await admin.getByLabel('Brand').fill('Zephyrion');
    await admin.getByLabel('MPN').fill('ZPX-E2E-4471');
    await admin.getByLabel('SKU').fill(sku);
    await admin.getByLabel('GTIN').fill(mistypedGtin);
    await admin.getByRole('button', { name: 'Add Product' }).click();
    await expect(admin.getByText('This GTIN has a wrong check digit: please check the number')).toBeVisible();
    await expect(admin.getByLabel('GTIN')).toHaveAttribute('aria-invalid', 'true');
    await admin.getByLabel('GTIN').fill(gtin);
    await admin.getByRole('button', { name: 'Add Product' }).click();

    await expect(toast(admin, 'Add product successfully !')).toBeVisible();
    // The product just added is named on the page, with a link to its page in the shop.
    const added = admin.getByTestId('added-part');
    await expect(added).toContainText(partName);
    await expect(added.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', /^\/parts\/[0-9a-f-]{36}$/);
    // The form is ready for the next product.
    await expect(admin.getByLabel('Name')).toHaveValue('');
    await expect(admin.getByLabel('Price')).toHaveValue('');
    await expect(admin.getByLabel('Image', { exact: true })).toHaveValue('');
    await expect(admin.getByTestId('more-images').getByRole('img')).toHaveCount(0);
    await expect(admin.getByLabel('SKU')).toHaveValue('');
    // The catalog already held in the page is refreshed: no reload needed.
    await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Product' }).click();
    await searchManaged();
    await expect(managedPart()).toContainText('$499.99');

    await findInCatalog(admin);
    const card = catalogCard(admin);
    await expect(card).toContainText('$499.99');
    await expect(card).toContainText('20 pieces');
    await expect(card).toContainText('2 pieces');
    await expect(card).toContainText(description);
    await expect(card.getByRole('img', { name: partName })).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);
    partId = (await card.getByRole('link', { name: 'Order Now' }).getAttribute('href'))!.split('/').at(-1)!;

    // Its page, rendered by the server, shows who makes it and its codes and tells search engines the
    // same. Hydrated before the gallery's arrow is clicked: the server's button does nothing until then.
    await openHydrated(admin, `/parts/${partId}`);
    // Its two pictures in a gallery: the arrow button and the arrow keys move between them.
    const gallery = admin.getByRole('region', { name: `Images of ${partName}` });
    const thumbnail = (n: number) => gallery.getByRole('button', { name: `Show image ${n} of 2` });
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('button', { name: 'Next image' })).toBeHidden();
    // The arrow hidden at the end hands the focus to the gallery, where the arrow keys go on.
    await admin.keyboard.press('ArrowLeft');
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    await admin.keyboard.press('ArrowRight');
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await expect(admin.getByTestId('part-identity')).toHaveText(`BrandZephyrionMPNZPX-E2E-4471SKU${sku}GTIN${gtin}`);
    const product = JSON.parse((await admin.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(product).toMatchObject({ brand: { '@type': 'Brand', name: 'Zephyrion' }, mpn: 'ZPX-E2E-4471', sku, gtin13: gtin });
    // Its brand leads to a search for it, which finds it; so does its SKU.
    await admin.getByTestId('part-identity').getByRole('link', { name: 'Zephyrion' }).click();
    await expect(admin).toHaveURL('/parts?q=Zephyrion');
    await expect(catalogCard(admin)).toHaveCount(1);
    await admin.goto(`/parts?q=${encodeURIComponent(sku)}`);
    await expect(catalogCard(admin)).toHaveCount(1);
  });

  test('the admin updates the price and the identity; emptied required fields keep their value', async () => {
    await admin.goto('/dashboard/manageproduct');
    await searchManaged();
    await managedPart().getByRole('link', { name: /^Update/ }).click();
    await expect(admin).toHaveURL(`/update-part/${partId}`);
    // The address changes before the lazily loaded form replaces the product list, whose search
    // box is also labelled by a "name": wait for the form itself.
    await expect(admin.getByRole('button', { name: 'Update Product' })).toBeVisible();
    await expect(admin.getByLabel('Name', { exact: true })).toHaveValue(partName);
    await expect(admin.getByLabel('Category')).toHaveValue('graphics-card');
    await expect(admin.getByLabel('Price')).toHaveValue('499.99');
    await expect(admin.getByLabel('Quantity')).toHaveValue('20');
    await expect(admin.getByLabel('Minimum Order')).toHaveValue('2');
    await expect(admin.getByLabel('Description')).toHaveValue(description);
    await expect(admin.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', /^\/uploads\//);

    // Bad numbers are refused with the shared rules' messages.
    await admin.getByLabel('Price').fill('-5');
    await admin.getByRole('button', { name: 'Update Product' }).click();
    await expect(admin.getByText('Price must be above 0')).toBeVisible();

    // Its own limit per customer, empty for the shop's default until now (decision 070).
    await expect(admin.getByLabel('Limit per customer')).toHaveValue('');
    await admin.getByLabel('Limit per customer').fill('3');
    await admin.getByLabel('Price').fill('449.5');
    await admin.getByLabel('Description').fill('');
    // Its identity as it was added; another part's SKU is refused under the field, and nothing changes.
    await expect(admin.getByLabel('SKU')).toHaveValue(sku);
    await expect(admin.getByLabel('GTIN')).toHaveValue(gtin);
    await admin.getByLabel('SKU').fill('CP-GPU-1001');
    await admin.getByRole('button', { name: 'Update Product' }).click();
    await expect(admin.getByRole('form', { name: 'Update product' }).getByText('SKU CP-GPU-1001 is already used by another part: please choose another')).toBeVisible();
    await expect(admin.getByLabel('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(await (await admin.request.get(`/api/part/${partId}`)).json()).toMatchObject({ price: 499.99, sku });
    await admin.getByLabel('SKU').fill(sku);
    // An emptied brand is removed, unlike the other fields.
    await admin.getByLabel('Brand').fill('');
    // The second picture made the main one: moved earlier, it changes places with it (decision 095).
    const [front, back] = ((await (await admin.request.get(`/api/part/${partId}`)).json()) as { images: string[] }).images;
    await admin.getByTestId('more-images').getByRole('button', { name: 'Move image 2 earlier' }).click();
    await expect(admin.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', back!);
    await expect(admin.getByTestId('more-images').getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute('src', front!);
    await admin.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(admin, 'Update successfully !')).toBeVisible();
    expect(await (await admin.request.get(`/api/part/${partId}`)).json()).toMatchObject({ image: back, images: [back, front] });
    await expect(admin.getByLabel('Price')).toHaveValue('449.5');
    await expect(admin.getByLabel('Limit per customer')).toHaveValue('3');
    await expect(admin.getByLabel('Description')).toHaveValue(description);
    await expect(admin.getByLabel('Brand')).toHaveValue('');
    await expect(admin.getByLabel('SKU')).toHaveValue(sku);
    await admin.getByRole('link', { name: 'Back to products' }).click();
    await searchManaged();
    await expect(managedPart()).toContainText('$449.50');

    await findInCatalog(admin);
    await expect(catalogCard(admin)).toContainText('$449.50');
    await expect(catalogCard(admin)).toContainText(description);
  });

  test('the admin exports the catalog as CSV, the product on its line in the import’s columns', async () => {
    await admin.goto('/dashboard/manageproduct');
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export catalog (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toMatch(/^"sku","name","category","brand","mpn","gtin","price","quantity","min","description","image","images","spec\./);
    expect(lines.find((line) => line.startsWith(`"${sku}",`))).toMatch(new RegExp(`^"${sku}","${partName}","graphics-card","",".*",".*",449\\.5,`));
  });

  test('a customer orders the product, within its limit per customer', async ({ baseURL }) => {
    await shop.goto(`/parts/${partId}`);
    await expect(shop.getByTestId('part-limit')).toHaveText('Limit 3 per customer');
    // The brand the admin removed is gone from its page; its codes stay.
    await expect(shop.getByTestId('part-identity')).toHaveText(`MPNZPX-E2E-4471SKU${sku}GTIN${gtin}`);
    const order = await shop.request.post('/api/order', { data: { orderId: partId, quantity: 2 }, headers: { origin: baseURL! } });
    expect(order.status()).toBe(201);
  });

  test('the admin deletes it after confirming; the order keeps it', async ({ baseURL }) => {
    await admin.goto('/dashboard/manageproduct');
    await searchManaged();
    const dialog = admin.getByRole('dialog', { name: 'Delete this Product. Are you sure ?' });

    await managedPart().getByRole('button', { name: /^Delete/ }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(managedPart()).toBeVisible();

    await managedPart().getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(admin, 'Successfully!!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(managedPart()).toHaveCount(0);

    await findInCatalog(admin);
    await expect(admin.getByText(/No parts match/)).toBeVisible();
    await expect(catalogCard(admin)).toHaveCount(0);
    expect((await admin.request.get(`/api/part/${partId}`)).status()).toBe(404);

    const orders = await shop.request.get(`/api/order?email=${encodeURIComponent(customer.email)}`, { headers: { origin: baseURL! } });
    expect(orders.status()).toBe(200);
    expect(await orders.json()).toEqual([expect.objectContaining({ orderId: partId, name: partName, quantity: 2 })]);
    partId = '';
  });

  test('a customer posts a review and sees it on the home page', async () => {
    await shop.goto('/dashboard/addreview');
    await expect(shop.getByText(`Posting as ${customer.name}`)).toBeVisible();

    await shop.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(shop, 'Please rating now')).toBeVisible();
    const form = shop.getByRole('form', { name: 'Add review' });
    await expect(form.getByText('Please rating now')).toBeVisible();
    await expect(form.getByText('Review is Required')).toBeVisible();

    await shop.getByLabel('Your review').fill(reviewText);
    await shop.getByRole('radio', { name: '4 stars' }).check();
    await shop.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(shop, 'Successfully!!')).toBeVisible();
    await expect(shop.getByLabel('Your review')).toHaveValue('');
    await expect(shop.getByRole('radio', { name: '4 stars' })).not.toBeChecked();

    // The carousel shows the last six reviews; the text is shown as text, never as markup.
    await shop.goto('/');
    const reviews = shop.getByTestId('home-reviews');
    const card = reviews.getByTestId('review-card').filter({ hasText: reviewText });
    // The newest is the last card: the last bullet brings it into view.
    await reviews.getByRole('button', { name: /^Go to slide/ }).last().click();
    await expect(card).toBeInViewport();
    await expect(card).toContainText(customer.name);
    await expect(card.locator('b')).toHaveCount(0);
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeAttached();
  });
});
