/**
 * A queue for work that takes a lot of memory while it runs: at most `atOnce` run together and at
 * most `waitingAtMost` wait; anything beyond is refused at once, so no caller waits without end.
 */
export class QueueFull extends Error {
  override name = 'QueueFull';
}

export interface QueueCounts {
  running: number;
  waiting: number;
  /** The most that have ever run together in this process: what the limit is for. */
  mostAtOnce: number;
}

export function createWorkQueue({ atOnce, waitingAtMost }: { atOnce: number; waitingAtMost: number }) {
  let slotsTaken = 0;
  let running = 0;
  let mostAtOnce = 0;
  const waiting: Array<() => void> = [];

  async function takeSlot() {
    if (slotsTaken < atOnce) {
      slotsTaken++;
      return;
    }
    if (waiting.length >= waitingAtMost) throw new QueueFull();
    // The slot is handed over by whoever finishes (`giveSlot`), so no newcomer can slip in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function giveSlot() {
    const next = waiting.shift();
    if (next) next();
    else slotsTaken--;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await takeSlot();
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        return await work();
      } finally {
        running--;
        giveSlot();
      }
    },
    counts: (): QueueCounts => ({ running, waiting: waiting.length, mostAtOnce }),
  };
}
