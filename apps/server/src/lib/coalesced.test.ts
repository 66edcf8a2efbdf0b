import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.ts';

const GAP_MS = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a coalesced task', () => {
  it('runs at once when quiet, then once more for all the asks of the gap, never twice at once', async () => {
    const starts: number[] = [];
    let running = 0;
    let overlapped = false;
    const task = coalesced(
      async () => {
        overlapped ||= running > 0;
        running += 1;
        starts.push(performance.now());
        await pause(30);
        running -= 1;
      },
      GAP_MS,
      () => {},
    );
    for (let i = 0; i < 5; i++) task.ask(); // the first runs at once
    await pause(5);
    for (let i = 0; i < 5; i++) task.ask(); // during the run: one more, after the gap
    await pause(GAP_MS * 3);
    await task.close();
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(GAP_MS - 1);
    expect(overlapped).toBe(false);
  });

  it('reports a failed run and runs again after the gap', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const task = coalesced(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      GAP_MS,
      (err) => errors.push(err),
    );
    task.ask();
    await expect.poll(() => runs, { timeout: GAP_MS * 5 }).toBe(2);
    await task.close();
    expect(errors).toEqual([new Error('database away')]);
  });
});
