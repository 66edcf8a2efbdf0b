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
      { gapMs: GAP_MS, onError: () => {} },
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
      { gapMs: GAP_MS, onError: (err) => errors.push(err) },
    );
    task.ask();
    await expect.poll(() => runs, { timeout: GAP_MS * 5 }).toBe(2);
    await task.close();
    expect(errors).toEqual([new Error('database away')]);
  });

  it('answers an ask once a run begun after it has ended: asks during a run wait for the next one', async () => {
    const done: string[] = [];
    let runs = 0;
    const task = coalesced(
      async () => {
        runs += 1;
        await pause(30);
        done.push(`run ${runs}`);
      },
      { gapMs: 0, onError: () => {} },
    );
    const first = task.ask().then(() => done.push('first answered'));
    await pause(5);
    const during = [task.ask(), task.ask()].map((asked) => asked.then(() => done.push('during answered')));
    await Promise.all([first, ...during]);
    await task.close();
    expect(done).toEqual(['run 1', 'first answered', 'run 2', 'during answered', 'during answered']);
  });

  it('answers an ask whose run failed, and tries again after the retry time, not at once', async () => {
    const starts: number[] = [];
    const task = coalesced(
      async () => {
        starts.push(performance.now());
        if (starts.length === 1) throw new Error('database away');
      },
      { gapMs: 0, retryMs: GAP_MS, onError: () => {} },
    );
    await task.ask();
    expect(starts).toHaveLength(1);
    await expect.poll(() => starts.length, { timeout: GAP_MS * 5 }).toBe(2);
    await task.close();
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(GAP_MS - 1);
  });
});
