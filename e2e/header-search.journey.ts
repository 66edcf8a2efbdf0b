/**
 * The header's search (issue 41, decision 084), declared once and run at two widths by
 * `header-search.spec.ts` (1280 px: the field in the bar) and `header-search.phone.spec.ts` (375 px:
 * the field opens from an icon, the width of the screen).
 *
 * A shopper types "procesor" with its typo: the list suggests the Processor category and the
 * processors, each with its image and price; Down moves to the category and Escape closes the
 * list; Enter with no suggestion chosen goes to the parts list searched, which says it shows the
 * results for "processor". Then "kestrel 4060", Down twice (past no category) to the card, and
 * Enter opens its page. Screenshots go to test-results/header-search/.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { messages } from '@coreparts/shared';
import { expect, test } from '@playwright/test';
import { clientAddress, journeySteps, openHydrated } from './support.ts';

interface JourneyOptions {
  width: 'desktop' | 'phone';
  client: number;
}

const screenshots = path.join(import.meta.dirname, '../test-results/header-search');
/** The demo catalog's processors, in its order (apps/server/src/db/seed-catalog.ts): six are suggested. */
const processors = [
  'Arcwave A7 8700 Processor 8-Core',
  'Tessera T5 6400 Processor 6-Core',
  'Arcwave A9 9950 Processor 16-Core',
  'Arcwave A5 7600 Processor 6-Core',
  'Arcwave A5 5600 Processor 6-Core',
  'Tessera T7 14700 Processor 20-Core',
];
const card = 'Kestrel Aero 4060 Graphics Card 8GB';

export function headerSearchJourney({ width, client }: JourneyOptions) {
  test.use(clientAddress(client));

  test(`the header's search suggests categories and parts as one types, at ${width === 'phone' ? 375 : 1280} px`, async ({ page }) => {
    const step = journeySteps(screenshots, width);
    await openHydrated(page, '/home');
    const box = page.getByRole('combobox', { name: messages.search.label });
    if (width === 'phone') {
      await expect(box).toBeHidden();
      await page.getByRole('button', { name: messages.search.open }).click();
    }
    await expect(box).toBeVisible();
    if (width === 'desktop') await box.click();
    await expect(box).toBeFocused();

    await box.pressSequentially('procesor', { delay: 30 });
    const list = page.getByRole('listbox', { name: messages.search.label });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toHaveText('Processor');
    await expect.poll(async () => (await options.allInnerTexts()).slice(1, 7).map((text) => text.split('\n')[0]!.trim())).toEqual(processors);
    await expect(options.nth(1)).toContainText('$');
    await expect(options.nth(1).locator('img')).toHaveAttribute('src', /\/images\//);
    await expect(options.last()).toHaveText(messages.search.seeAll('procesor'));
    await step(page, 'suggestions', false);
    // The open list, its options and the field meet WCAG 2.2 AA as the rest of the page does.
    const { violations } = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('Enter');
    await expect(page).toHaveURL('/parts?q=procesor');
    await expect(page.getByText(messages.search.showingFor('procesor', 'processor'))).toBeVisible();
    // The demo's 7 processors at least: other journeys add parts named as processors meanwhile.
    await expect(page.getByTestId('parts-total')).toHaveText(/^ · \d+ parts$/);
    expect(Number(/\d+/.exec((await page.getByTestId('parts-total').textContent())!)![0])).toBeGreaterThanOrEqual(7);
    await step(page, 'list-searched');

    if (width === 'phone') await page.getByRole('button', { name: messages.search.open }).click();
    await box.fill('kestrel 4060');
    await expect(options.first()).toContainText(card);
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/parts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card);
    await expect(list).toBeHidden();
    await step(page, 'part-opened', false);
  });
}
