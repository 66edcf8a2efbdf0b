/**
 * A part's gallery at 375 px (issue 42, decision 095): it fits the screen, a finger swipes to the
 * next picture (the browser's own scroll snapping) and a thumbnail is tapped to another. The part
 * is the spec's own, with three of the shop's pictures, added through the API.
 */
import { expect, test } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, demo, openHydrated, signInByApi } from './support.ts';

const address = clientAddress(220);
test.use(address);

test('the gallery fits a phone, swipes to the next picture and shows the one tapped', async ({ page, baseURL }, testInfo) => {
  const processors = seedParts.filter((part) => part.category === 'processor').slice(0, 3);
  const name = `Gallery phone part ${Date.now()}`;
  await signInByApi(page, baseURL!, demo.admin);
  const created = await page.request.post('/api/part', {
    data: { name, category: 'processor', price: 149, quantity: 4, min: 1, description: 'Three pictures.', image: processors[0]!.image, images: processors.map((part) => part.image) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  try {
    await openHydrated(page, `/parts/${id}`);
    const gallery = page.getByRole('region', { name: `Images of ${name}` });
    const thumbnail = (n: number) => gallery.getByRole('button', { name: `Show image ${n} of 3` });
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('gallery-375.png') });

    // A swipe to the left: touch events as a finger sends them, scrolled and snapped by the browser.
    // Past half the slide, so the snap lands on the next one however slowly a loaded machine sends
    // the moves (a short flick depends on the speed the browser measures).
    const slide = (await gallery.getByRole('group', { name: 'Image 1 of 3' }).boundingBox())!;
    const y = slide.y + slide.height / 2;
    const touch = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y, id: 1 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(slide.x + slide.width * 0.85) });
    for (let step = 1; step <= 8; step += 1) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(slide.x + slide.width * (0.85 - step * 0.09)) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    // Settled: the snap after a fling runs on after the thumbnail turns current, and a tap during it
    // loses to it, as a finger's would.
    await expect(gallery.getByRole('group', { name: 'Image 2 of 3' })).toBeInViewport({ ratio: 0.99 });

    await thumbnail(3).tap();
    await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('group', { name: 'Image 3 of 3' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('gallery-375-third.png') });
  } finally {
    await page.request.delete(`/api/part/${id}`);
  }
});
