/**
 * The PC build planner's journey (issue 28), declared once and run at two widths by
 * `builder.spec.ts` (1280 px, /builder from the navbar's "PC Builder") and `builder.phone.spec.ts`
 * (375 px, the phone project, /builder by its address: the drawer has no PC Builder entry).
 *
 * A visitor in a fresh browser context plans an AM5 PC from the demo catalog through the chooser
 * dialog, each part picked among those the chooser lists as fitting; the live check finds no
 * error and weighs the estimated draw against the power supply. A DDR4 kit, found under "Show
 * parts that do not fit", brings the memory-type error; a reload restores the build from the
 * address; DDR5 memory again, then "Add build to cart" fills the cart, as the badge and /cart show.
 * Then the visitor shares the build (decision 050): "Share build" saves it under a name and shows
 * its link with a copy button; someone else, signed out in a fresh browser, opens the link: the
 * page arrives rendered by the server with its link previews, shows the parts with today's prices,
 * the check and the total, puts the whole build in their cart, and opens a copy in the builder.
 * Screenshots of the key steps go to test-results/builder/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { clientAddress, dollars, journeySteps, newVerifiedAccount, openHydrated, signInByApi } from './support.ts';

interface JourneyOptions {
  /** Names the screenshots: `desktop` or `phone`. */
  width: 'desktop' | 'phone';
  /** The spec file's own client address (support.ts). */
  client: number;
  /** The client address of the person the build is shared with. */
  guestClient: number;
}

const screenshots = path.join(import.meta.dirname, '../test-results/builder');

/** The build, from the demo catalog (apps/server/src/db/seed-catalog.ts): an AM5 PC that fits. */
const build = [
  { slot: 'Processor', name: 'Arcwave A9 9950 Processor 16-Core' },
  { slot: 'Motherboard', name: 'Solvane B650I Nano Mini-ITX Motherboard' },
  { slot: 'Memory', name: 'Kestrel Apex DDR5-6400 64GB (2x32GB) Kit' },
  { slot: 'Case', name: 'Cobaltine Air 500 Mid Tower Case' },
  { slot: 'Power supply', name: 'Halcyon Summit 850W Semi-Modular Power Supply' },
  { slot: 'CPU cooler', name: 'Halcyon Tower Duo CPU Cooler' },
] as const;
const ddr5 = build[2].name;
const board = build[1].name;
const ddr4 = 'Tessera Vector DDR4-3600 32GB (2x16GB) Kit';
const supplyWatts = 850;

/** The chooser's title for a row: "Choose a processor", "Choose memory". */
const chooserTitle: Record<string, string> = {
  Processor: 'Choose a processor',
  'CPU cooler': 'Choose a CPU cooler',
  Motherboard: 'Choose a motherboard',
  Memory: 'Choose memory',
  Case: 'Choose a case',
  'Power supply': 'Choose a power supply',
};

interface CatalogPart {
  _id: string;
  name: string;
  price: number;
  min: number;
}

export function builderJourney({ width, client, guestClient }: JourneyOptions) {
  const address = clientAddress(client);
  test.use(address);
  const phone = width === 'phone';

  let context: BrowserContext;
  let shop: Page;
  let parts: Map<string, CatalogPart>;
  let builtUrl: string;
  let sharedLink: string;
  const buildName = `Quiet AM5 ${width} ${Date.now().toString(36)}`;

  const snap = journeySteps(screenshots, width);
  const navCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });
  const rows = (page: Page) => page.getByRole('list', { name: 'Parts of the build' });
  const summary = (page: Page) => page.getByRole('complementary', { name: 'Build check' });
  const headline = (page: Page) => summary(page).getByRole('status');
  const errors = (page: Page) => summary(page).getByRole('region', { name: 'Errors' });

  /** Opens the row's chooser (Choose on an empty row, Change on a chosen one) and waits for its parts. */
  async function openChooser(slot: string, current?: string): Promise<Locator> {
    const button = current
      ? rows(shop).getByRole('button', { name: `Change ${slot.toLowerCase()}: ${current}` })
      : rows(shop).getByRole('button', { name: `Choose ${slot.toLowerCase()}`, exact: true });
    await button.click();
    const dialog = shop.getByRole('dialog', { name: chooserTitle[slot] });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/parts? fits? your build\.$/)).toBeVisible();
    return dialog;
  }

  /** Chooses `name` among the parts the dialog lists as fitting; the row then shows it. */
  async function chooseFitting(dialog: Locator, slot: string, name: string) {
    const fitting = dialog.getByRole('list', { name: 'Parts that fit' });
    await fitting.getByRole('button', { name: `Choose ${name}`, exact: true }).click();
    await expect(dialog).toBeHidden();
    // Focus comes back to the row, on the part just chosen.
    await expect(rows(shop).getByRole('button', { name: `Change ${slot.toLowerCase()}: ${name}` })).toBeFocused();
  }

  test.describe.serial(`PC builder, ${width}`, () => {
    test.beforeAll(async ({ browser }) => {
      mkdirSync(screenshots, { recursive: true });
      // A fresh visitor: no session, an empty cart, no remembered build.
      context = await browser.newContext({ ...address, permissions: ['clipboard-read', 'clipboard-write'] });
      shop = await context.newPage();
      parts = new Map();
      for (const name of [...build.map((b) => b.name), ddr4]) {
        const res = await shop.request.get(`/api/parts?q=${encodeURIComponent(name)}&limit=20`);
        expect(res.ok()).toBe(true);
        const { items } = (await res.json()) as { items: CatalogPart[] };
        const part = items.find((item) => item.name === name);
        expect(part, `${name} in the demo catalog`).toBeTruthy();
        parts.set(name, part!);
      }
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test('the visitor opens the planner: one empty row per slot', async () => {
      if (phone) {
        await openHydrated(shop, '/builder');
      } else {
        await openHydrated(shop, '/home');
        await shop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PC Builder' }).click();
      }
      await expect(shop).toHaveURL('/builder');
      await expect(shop.getByRole('heading', { level: 1, name: 'PC Builder' })).toBeVisible();
      for (const slot of ['processor', 'CPU cooler', 'motherboard', 'memory', 'graphics card', 'storage', 'power supply', 'case']) {
        await expect(rows(shop).getByRole('button', { name: `Choose ${slot.toLowerCase()}`, exact: true })).toBeVisible();
      }
      await expect(headline(shop)).toHaveText('Choose parts to check your build.');
      await expect(summary(shop).getByRole('button', { name: 'Add build to cart' })).toBeDisabled();
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 0 items');
    });

    test('an AM5 PC from the parts the chooser lists as fitting passes the check', async () => {
      // The processor first: any of them fits an empty build.
      let dialog = await openChooser('Processor');
      await expect(dialog.getByRole('checkbox', { name: /^Show parts that do not fit/ })).toBeDisabled();
      // Each part with its stock; sorted by price on asking, cheapest first.
      const candidates = dialog.getByRole('list', { name: 'Parts that fit' }).getByRole('listitem');
      await expect(candidates.first().getByTestId('candidate-stock')).toHaveText(/^(In Stock: \d+|Only \d+ left)$/);
      await expect(dialog.getByTestId('candidate-stock')).toHaveCount(await candidates.count());
      await expect(candidates.first().getByTestId('candidate-delivery')).toHaveText(/^Standard: .+/);
      await dialog.getByLabel('Sort').selectOption('Price: low to high');
      const prices = (await candidates.allTextContents()).map((text) => Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')));
      expect(prices).toEqual(prices.toSorted((a, b) => a - b));
      await snap(shop, 'chooser-processor', false);
      await chooseFitting(dialog, 'Processor', build[0].name);

      // Now the boards of other sockets do not fit, and say why.
      dialog = await openChooser('Motherboard');
      const fitting = dialog.getByRole('list', { name: 'Parts that fit' });
      await expect(fitting.getByRole('button', { name: 'Choose Ferrox Z790 Titan ATX Motherboard DDR5' })).toHaveCount(0);
      await dialog.getByRole('checkbox', { name: /^Show parts that do not fit \(\d+\)$/ }).check();
      const misfits = dialog.getByRole('region', { name: 'Parts that do not fit' });
      await expect(misfits.getByRole('listitem').filter({ hasText: 'Ferrox Z790 Titan ATX Motherboard DDR5' }).first()).toContainText('LGA1700');
      await chooseFitting(dialog, 'Motherboard', board);

      for (const { slot, name } of build.slice(2)) {
        dialog = await openChooser(slot);
        await chooseFitting(dialog, slot, name);
      }

      // The live check: no error, the estimated draw against the supply, the total.
      await expect(headline(shop)).not.toContainText('error');
      await expect(headline(shop)).toHaveText(/^(Everything fits: no problems found\.|\d+ warnings?|\d+ notes?)/);
      await expect(errors(shop)).toHaveCount(0);
      await expect(rows(shop).getByText('Does not fit')).toHaveCount(0);
      const power = summary(shop).getByText(/^Estimated draw \d+ W · Power supply \d+ W$/);
      await expect(power).toHaveText(new RegExp(`^Estimated draw \\d+ W · Power supply ${supplyWatts} W$`));
      const draw = Number(/Estimated draw (\d+) W/.exec((await power.textContent()) ?? '')![1]);
      expect(draw).toBeGreaterThan(170);
      expect(draw).toBeLessThan(supplyWatts);
      const cents = build.reduce((sum, { name }) => sum + Math.round(parts.get(name)!.price * 100), 0);
      await expect(summary(shop)).toContainText(dollars(cents));
      // The build is in the address: one line a part.
      await expect(shop).toHaveURL(/\/builder\?parts=[0-9a-f-]+:\d+(,[0-9a-f-]+:\d+){5}$/);
      for (const { name } of build) expect(shop.url()).toContain(`${parts.get(name)!._id}:1`);
      builtUrl = shop.url();
      // On a phone the total and the power stay in view while the rows scroll.
      const bar = shop.getByTestId('build-bar');
      if (phone) {
        await rows(shop).getByRole('listitem').first().scrollIntoViewIfNeeded();
        await expect(bar).toBeInViewport();
        await expect(bar).toContainText(dollars(cents));
        await expect(bar).toContainText(`Draw ${draw} W · Supply ${supplyWatts} W`);
      } else {
        await expect(bar).toBeHidden();
      }
      await snap(shop, 'build-fits');
    });

    test('a DDR4 kit, from the parts that do not fit, brings the memory-type error', async () => {
      const dialog = await openChooser('Memory', ddr5);
      const fitting = dialog.getByRole('list', { name: 'Parts that fit' });
      // The current kit is listed as chosen; DDR4 is not among the parts that fit.
      await expect(fitting.getByRole('button', { name: `Choose ${ddr5}` })).toHaveText('Chosen');
      await expect(fitting.getByRole('button', { name: `Choose ${ddr4}` })).toHaveCount(0);
      await dialog.getByRole('checkbox', { name: /^Show parts that do not fit \(\d+\)$/ }).check();
      const misfits = dialog.getByRole('region', { name: 'Parts that do not fit' });
      const candidate = misfits.getByRole('listitem').filter({ has: shop.getByRole('button', { name: `Choose ${ddr4}` }) });
      await expect(candidate).toContainText(`${ddr4} is DDR4 memory, but ${board} takes DDR5.`);
      await snap(shop, 'chooser-misfits', false);
      await candidate.getByRole('button', { name: `Choose ${ddr4}` }).click();
      await expect(dialog).toBeHidden();

      await expect(rows(shop).getByRole('button', { name: `Change memory: ${ddr4}` })).toBeFocused();
      await expect(headline(shop)).toContainText(/^\d+ errors?/);
      await expect(errors(shop)).toContainText(`${ddr4} is DDR4 memory, but ${board} takes DDR5.`);
      await expect(errors(shop)).toContainText(`${ddr4} is DDR4 memory, but ${build[0].name} supports only DDR5.`);
      await expect(rows(shop).getByRole('listitem').filter({ hasText: ddr4 })).toContainText('Does not fit');
      expect(shop.url()).toContain(parts.get(ddr4)!._id);
      expect(shop.url()).not.toContain(parts.get(ddr5)!._id);
      await snap(shop, 'build-ddr4-error');
    });

    test('a reload restores the same build from the address', async () => {
      const before = shop.url();
      await shop.reload();
      await expect(shop).toHaveURL(before);
      for (const { slot, name } of [...build.filter((b) => b.name !== ddr5), { slot: 'Memory', name: ddr4 }]) {
        await expect(rows(shop).getByRole('button', { name: `Change ${slot.toLowerCase()}: ${name}` })).toBeVisible();
      }
      await expect(errors(shop)).toContainText(`${ddr4} is DDR4 memory, but ${board} takes DDR5.`);
    });

    test('DDR5 memory again, and the whole build goes into the cart', async () => {
      // The page's scripts after the reload: wait until the row's button works.
      await shop.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      const dialog = await openChooser('Memory', ddr4);
      await chooseFitting(dialog, 'Memory', ddr5);
      await expect(errors(shop)).toHaveCount(0);
      await expect(headline(shop)).not.toContainText('error');
      // The same build as before the DDR4 kit, in the same order.
      await expect(shop).toHaveURL(builtUrl);

      // Parts sold from a minimum of pieces go into the cart at their minimum.
      const units = build.reduce((sum, { name }) => sum + Math.max(1, parts.get(name)!.min), 0);
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 0 items');
      await summary(shop).getByRole('button', { name: 'Add build to cart' }).click();
      await expect(shop.locator('.Toastify__toast').filter({ hasText: `Your build is in your cart: ${build.length} parts.` })).toBeVisible();
      await expect(navCart(shop)).toHaveAccessibleName(`Cart, ${units} items`);
      await expect(navCart(shop)).toHaveText(String(units));
      await snap(shop, 'build-added');

      await navCart(shop).click();
      await expect(shop).toHaveURL('/cart');
      const lines = shop.getByRole('list', { name: 'Parts in your cart' }).getByRole('listitem');
      await expect(lines).toHaveCount(build.length);
      for (const { name } of build) {
        const part = parts.get(name)!;
        await expect(shop.getByRole('article', { name }).getByTestId('line-total')).toHaveText(`Line total ${dollars(Math.round(part.price * 100) * Math.max(1, part.min))}`);
      }
      await snap(shop, 'cart');
    });

    test('the visitor shares the build: saved under a name, its link shown with a copy button', async () => {
      await shop.goBack();
      await expect(shop).toHaveURL(builtUrl);
      await summary(shop).getByRole('button', { name: 'Share build' }).click();
      const dialog = shop.getByRole('dialog', { name: 'Share this build' });
      await expect(dialog.getByRole('textbox', { name: 'Name (optional)' })).toBeFocused();
      await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill(buildName);
      await dialog.getByRole('button', { name: 'Save build' }).click();

      const saved = shop.getByRole('dialog', { name: 'Your build is saved' });
      const link = saved.getByRole('textbox', { name: 'Link to your build' });
      await expect(link).toHaveValue(/\/builds\/[A-Za-z0-9_-]{16}$/);
      await expect(link).toBeFocused();
      sharedLink = await link.inputValue();
      expect(new URL(sharedLink).origin).toBe(new URL(shop.url()).origin);
      await saved.getByRole('button', { name: 'Copy link' }).click();
      await expect(shop.locator('.Toastify__toast').filter({ hasText: 'Link copied.' })).toBeVisible();
      expect(await shop.evaluate(() => navigator.clipboard.readText())).toBe(sharedLink);
      await expect(saved).toContainText('Sign up or sign in on this browser and it will be listed under My builds in your dashboard.');
      await snap(shop, 'share-saved', false);
      await saved.getByRole('button', { name: 'Done' }).click();
      await expect(saved).toBeHidden();
      await expect(summary(shop).getByRole('button', { name: 'Share build' })).toBeFocused();
    });

    test('someone else opens the link signed out: the parts, the check, and the whole build into their cart', async ({ browser }) => {
      const guestContext = await browser.newContext(clientAddress(guestClient));
      try {
        const guest = await guestContext.newPage();
        // Rendered by the server, with its link previews, before any script runs.
        const html = await (await guest.request.get(sharedLink)).text();
        expect(html).toContain(`<meta property="og:title" content="${buildName}">`);
        expect(html).toContain(`<link rel="canonical" href="${sharedLink}">`);
        expect(html.split('</head>')[1]).toContain(parts.get(board)!.name);

        await openHydrated(guest, sharedLink);
        await expect(guest).toHaveTitle(`${buildName} · CoreParts`);
        await expect(guest.getByRole('heading', { level: 1, name: buildName })).toBeVisible();
        const shared = guest.getByRole('list', { name: 'Parts of the build' });
        await expect(shared.getByRole('listitem')).toHaveCount(build.length);
        for (const { name } of build) {
          const item = shared.getByRole('listitem').filter({ hasText: name });
          await expect(item).toContainText(dollars(Math.round(parts.get(name)!.price * 100)));
          await expect(item).toContainText(/In Stock: \d+/);
        }
        await expect(headline(guest)).not.toContainText('error');
        await expect(summary(guest).getByText(new RegExp(`^Estimated draw \\d+ W · Power supply ${supplyWatts} W$`))).toBeVisible();
        const cents = build.reduce((sum, { name }) => sum + Math.round(parts.get(name)!.price * 100), 0);
        await expect(summary(guest)).toContainText(dollars(cents));
        await expect(navCart(guest)).toHaveAccessibleName('Cart, 0 items');
        await snap(guest, 'shared-build');

        const units = build.reduce((sum, { name }) => sum + Math.max(1, parts.get(name)!.min), 0);
        await summary(guest).getByRole('button', { name: 'Add build to cart' }).click();
        await expect(guest.locator('.Toastify__toast').filter({ hasText: `Your build is in your cart: ${build.length} parts.` })).toBeVisible();
        await expect(navCart(guest)).toHaveAccessibleName(`Cart, ${units} items`);
        await snap(guest, 'shared-build-added');

        // A copy in the planner, to change as they like.
        await summary(guest).getByRole('link', { name: 'Open in builder' }).click();
        await expect(guest).toHaveURL(builtUrl);
        for (const { slot, name } of build) {
          await expect(rows(guest).getByRole('button', { name: `Change ${slot.toLowerCase()}: ${name}` })).toBeVisible();
        }
      } finally {
        await guestContext.close();
      }
    });

    test('the visitor then signs in to a new account: the build saved before is theirs, under My builds', async ({ baseURL }) => {
      const account = await newVerifiedAccount(shop.request, baseURL!, `Builder ${width}`);
      await signInByApi(shop, baseURL!, account);
      await openHydrated(shop, '/dashboard/mybuilds');
      await expect(shop.getByRole('heading', { level: 1, name: 'My builds' })).toBeVisible();
      await expect(shop.getByText(buildName)).toBeVisible();
    });
  });
}
