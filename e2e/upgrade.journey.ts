/**
 * The upgrade advisor's journey (issue 28), declared once and run at two widths by
 * `upgrade.spec.ts` (1280 px, /upgrade from the navbar's "Upgrade") and `upgrade.phone.spec.ts`
 * (375 px, the phone project, /upgrade by its address: the drawer keeps the spec's links).
 *
 * A visitor in a fresh browser context pastes a real dmidecode report of a desktop (the ASUS
 * P8P67 fixture: a Core i5-2300 on LGA1155, two DDR3 DIMMs in four slots); the page shows the
 * processor, its socket and the memory type, then a DDR3 kit among the suggestions, which goes
 * into the cart (the badge rises by the kit's minimum). A file over 256 KB, and a report of more
 * lines than any, are refused in the page; "hello" is answered with the server's 400
 * message in an alert. A DDR4 desktop with modules rated 3200 MT/s is offered a 3600 MT/s kit whose
 * card says all of them will run at the slower speed. Screenshots go to
 * test-results/upgrade/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { advisorMessages, MAX_REPORT_BYTES, MAX_REPORT_LINES, messages } from '@coreparts/shared';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { clientAddress, journeySteps, openHydrated } from './support.ts';

interface JourneyOptions {
  width: 'desktop' | 'phone';
  client: number;
}

const screenshots = path.join(import.meta.dirname, '../test-results/upgrade');
const corpus = path.join(import.meta.dirname, '../packages/shared/src/advisor/fixtures/corpus');
const report = readFileSync(path.join(import.meta.dirname, '../packages/shared/src/advisor/fixtures/dmidecode-asus-p8p67.txt'), 'utf8');
/** The demo catalog's DDR3 DIMM kit (apps/server/src/db/seed-catalog.ts), the memory the advisor suggests for that desktop. */
const ddr3Kit = 'Quillon Legacy DDR3-1600 8GB (2x4GB) Kit';

export function upgradeJourney({ width, client }: JourneyOptions) {
  const address = clientAddress(client);
  test.use(address);
  const phone = width === 'phone';

  let context: BrowserContext;
  let shop: Page;

  const snap = journeySteps(screenshots, width);
  const navCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });
  const reportBox = (page: Page) => page.getByRole('textbox', { name: 'System report' });
  const readButton = (page: Page) => page.getByRole('button', { name: 'Read my report' });

  test.describe.serial(`Upgrade advisor, ${width}`, () => {
    test.beforeAll(async ({ browser }) => {
      mkdirSync(screenshots, { recursive: true });
      context = await browser.newContext(address);
      shop = await context.newPage();
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test('the visitor opens the advisor: a labelled report box, a file input and the commands', async () => {
      if (phone) {
        await openHydrated(shop, '/upgrade');
      } else {
        await openHydrated(shop, '/home');
        await shop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade', exact: true }).click();
      }
      await expect(shop).toHaveURL('/upgrade');
      await expect(shop.getByRole('heading', { level: 1, name: 'Upgrade advisor' })).toBeVisible();
      await expect(reportBox(shop)).toBeVisible();
      await expect(shop.getByLabel(/^Or load it from a text file/)).toBeAttached();
      const commands = shop.getByRole('list', { name: 'Commands that make a report' });
      for (const command of ['dmidecode', 'inxi -Fxz', 'system_profiler SPHardwareDataType']) await expect(commands.getByText(command, { exact: true })).toBeVisible();
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 0 items');
      await snap(shop, 'empty');
    });

    test('a file over 256 KB is refused in the page', async () => {
      await shop.getByLabel(/^Or load it from a text file/).setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(MAX_REPORT_BYTES + 1, 'a') });
      await expect(shop.getByRole('alert').filter({ hasText: 'huge.txt is larger than 256 KB' })).toBeVisible();
      await expect(reportBox(shop)).toHaveValue('');
    });

    test('a pasted dmidecode report: the machine recognised, a DDR3 kit suggested and put in the cart', async () => {
      await reportBox(shop).fill(report);
      await readButton(shop).click();
      const machine = shop.getByRole('heading', { level: 2, name: 'Your machine' });
      await expect(machine).toBeFocused();
      const facts = shop.getByRole('definition');
      await expect(facts.filter({ hasText: 'i5-2300' })).toHaveCount(1);
      await expect(facts.filter({ hasText: /^LGA1155$/ })).toHaveCount(1);
      await expect(facts.filter({ hasText: /^DDR3 DIMM$/ })).toHaveCount(1);
      await expect(facts.filter({ hasText: /^2 modules in 4 slots$/ })).toHaveCount(1);
      await expect(shop.getByRole('heading', { name: 'Notes' })).toBeVisible();

      const memory = shop.getByRole('list', { name: 'Suggested RAM' });
      const kit = memory.getByRole('article', { name: ddr3Kit });
      await expect(kit).toContainText('DDR3 DIMM, 2 modules for the 2 free slots.');
      await expect(kit.getByRole('link', { name: ddr3Kit })).toHaveAttribute('href', /^\/parts\/[0-9a-f-]+$/);
      await expect(shop.getByRole('list', { name: 'Suggested SSD' }).getByRole('article').first()).toBeVisible();
      // Nothing of the report is kept by the page.
      expect(await shop.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain('P8P67');
      await snap(shop, 'recognised');

      const { items } = (await (await shop.request.get(`/api/parts?q=${encodeURIComponent(ddr3Kit)}&limit=5`)).json()) as { items: { name: string; min: number }[] };
      const units = Math.max(1, items.find((p) => p.name === ddr3Kit)!.min);
      await kit.getByRole('button', { name: `Add to cart: ${ddr3Kit}` }).click();
      await expect(shop.locator('.Toastify__toast').filter({ hasText: ddr3Kit })).toBeVisible();
      await expect(navCart(shop)).toHaveAccessibleName(`Cart, ${units} ${units === 1 ? 'item' : 'items'}`);
      await expect(navCart(shop)).toHaveText(String(units));
      await snap(shop, 'added');
    });

    // Real reports of the corpus (issue 40): a server pasted, a Mac's report saved as UTF-16 loaded as a file, a laptop pasted.
    for (const { name, file, load, facts, note } of [
      {
        name: 'a dual-Xeon rack server',
        file: 'dmidecode-en-hp-proliant-dl360p-gen8.txt',
        load: 'paste',
        facts: ['Server', '2 × Intel Xeon E5-2640 0', 'DDR3 DIMM registered ECC', '8 modules in 24 slots'],
        note: 'Memory: this machine takes registered (buffered) DDR3 modules with ECC; we sell unbuffered modules only, so none is suggested.',
      },
      {
        name: 'a Mac mini whose report was saved as UTF-16',
        file: 'system-profiler-en-macmini4-1.txt',
        load: 'file',
        facts: ['Mini PC', 'Macmini4,1', 'DDR3 SO-DIMM', '1067 MT/s', 'TOSHIBA MK3255GSXF (SATA, 320 GB)'],
        note: 'A Mac (Macmini4,1): only its memory and storage can be upgraded with standard parts.',
      },
      {
        name: 'a ThinkPad laptop (inxi 2.x)',
        file: 'inxi-en-lenovo-thinkpad-x1-carbon-6.txt',
        load: 'paste',
        facts: ['Laptop', 'Intel Core i7-8550U'],
        note: 'A laptop: only memory (SO-DIMM) and storage can be upgraded.',
      },
    ] as const) {
      test(`${name}: what it is, and no graphics card or processor it cannot take`, async () => {
        const bytes = readFileSync(path.join(corpus, file));
        if (load === 'file') {
          await shop.getByLabel(/^Or load it from a text file/).setInputFiles({ name: file, mimeType: 'text/plain', buffer: bytes });
          await expect(reportBox(shop)).toHaveValue(/Model Identifier: Macmini4,1/);
        } else {
          await reportBox(shop).fill(bytes.toString('utf8'));
        }
        await readButton(shop).click();
        await expect(shop.getByRole('heading', { level: 2, name: 'Your machine' })).toBeFocused();
        const shown = shop.getByRole('definition');
        for (const fact of facts) await expect(shown.filter({ hasText: fact }).first()).toBeVisible();
        await expect(shop.getByText(note, { exact: true })).toBeVisible();
        await expect(shop.getByRole('list', { name: /^Suggested (Graphics|Processor)/i })).toHaveCount(0);
        await snap(shop, file.replace(/\.txt$/, ''));
      });
    }

    test('a kit faster than the modules it would join: its card says all of them will run at the slower speed', async () => {
      await reportBox(shop).fill(readFileSync(path.join(corpus, 'dmidecode-en-asus-prime-b550-plus.txt'), 'utf8'));
      await readButton(shop).click();
      await expect(shop.getByRole('heading', { level: 2, name: 'Your machine' })).toBeFocused();
      await expect(shop.getByRole('definition').filter({ hasText: /^3200 MT\/s$/ })).toHaveCount(1);
      const memory = shop.getByRole('list', { name: 'Suggested RAM' });
      await expect(memory.getByRole('article', { name: 'Tessera Vector DDR4-3600 32GB (2x16GB) Kit' }).getByRole('note')).toHaveText(messages.advisor.mixedMemorySpeed(3600, 3200));
      // A kit of the modules' own speed needs no such word.
      await expect(memory.getByRole('article').filter({ hasText: 'DDR4-3200' }).getByRole('note')).toHaveCount(0);
      await snap(shop, 'memory-speed-note');
    });

    test('a report of more lines than any is refused in the page, with the server\'s words', async () => {
      const sent: string[] = [];
      const onRequest = (request: Request) => void (request.url().endsWith('/api/advisor') && sent.push(request.url()));
      shop.on('request', onRequest);
      const lines = Buffer.from('x\n'.repeat(MAX_REPORT_LINES + 1));
      await shop.getByLabel(/^Or load it from a text file/).setInputFiles({ name: 'lines.txt', mimeType: 'text/plain', buffer: lines });
      await expect(reportBox(shop)).toHaveValue(lines.toString());
      await readButton(shop).click();
      await expect(shop.getByRole('alert')).toHaveText(advisorMessages.tooManyLines);
      await expect(shop.getByRole('heading', { name: 'Your machine' })).toHaveCount(0);
      shop.off('request', onRequest);
      expect(sent).toEqual([]);
    });

    test('"hello" is no report: the server\'s 400 message in an alert', async () => {
      await reportBox(shop).fill('hello');
      await readButton(shop).click();
      // The server's words, whichever report kinds it reads today (the shared module's list grows).
      await expect(shop.getByRole('alert')).toHaveText(/^This does not look like a hardware report we can read\. Paste the output of dmidecode, /);
      await expect(shop.getByRole('heading', { name: 'Your machine' })).toHaveCount(0);
      await snap(shop, 'not-a-report');
    });
  });
}
