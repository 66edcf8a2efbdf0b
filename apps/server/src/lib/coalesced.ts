export interface CoalescedOptions {
  /** The least time from the start of one run to the start of the next. */
  gapMs: number;
  /** The least time from a failed run to the next; the gap unless given. */
  retryMs?: number;
  /** Called with a run's failure (it is tried again). */
  onError: (err: unknown) => void;
}

/**
 * A task run when asked, at most once per `gapMs` and never twice at once: the asks that come
 * while it runs or within the gap are served by one more run after it. `ask()` answers once a run
 * begun after it has ended, done or failed. A run that fails is reported and tried again
 * `retryMs` later (the task keeps whatever it has not done).
 */
export function coalesced(task: () => Promise<void>, { gapMs, retryMs = gapMs, onError }: CoalescedOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  // Ends the asks the next run serves; null while nothing is asked.
  let asked: { served: Promise<void>; end: () => void } | null = null;
  let closed = false;
  let notBefore = -Infinity;

  function askOnce() {
    if (asked) return asked.served;
    let end = () => {};
    const served = new Promise<void>((resolve) => (end = resolve));
    asked = { served, end };
    return served;
  }

  function run() {
    timer = null;
    const serving = asked!;
    asked = null;
    notBefore = performance.now() + gapMs;
    running = task()
      .catch((err: unknown) => {
        onError(err);
        notBefore = Math.max(notBefore, performance.now() + retryMs);
        askOnce();
      })
      .finally(() => {
        running = null;
        serving.end();
        schedule();
      });
  }

  function schedule() {
    if (!asked || running || timer || closed) return;
    const wait = notBefore - performance.now();
    if (wait <= 0) return run();
    // A timer may fire a little early by the clock (its loop reads the time once per turn), so
    // its turn schedules again rather than runs: the gap is kept by performance.now(), not the timer.
    timer = setTimeout(() => {
      timer = null;
      schedule();
    }, wait);
    timer.unref();
  }

  return {
    ask(): Promise<void> {
      const served = askOnce();
      schedule();
      return served;
    },
    /** Runs no more; answers once the run under way (if any) has finished. Asks not served yet end unserved. */
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
      asked?.end();
    },
  };
}
