/**
 * A task run when asked, at most once per `gapMs` and never twice at once: the asks that come
 * while it runs or within the gap are served by one more run after it. A run that fails is
 * reported and tried again after the gap (the task keeps whatever it has not done).
 */
export function coalesced(task: () => Promise<void>, gapMs: number, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let asked = false;
  let closed = false;
  let lastStart = -Infinity;

  function run() {
    timer = null;
    asked = false;
    lastStart = performance.now();
    running = task()
      .catch((err: unknown) => {
        onError(err);
        asked = true;
      })
      .finally(() => {
        running = null;
        if (asked) ask();
      });
  }

  function ask() {
    asked = true;
    if (running || timer || closed) return;
    const wait = lastStart + gapMs - performance.now();
    if (wait <= 0) return run();
    // A timer may fire a little early by the clock (its loop reads the time once per turn), so
    // its turn asks again rather than runs: the gap is kept by performance.now(), not the timer.
    timer = setTimeout(() => {
      timer = null;
      ask();
    }, wait);
    timer.unref();
  }

  return {
    ask,
    /** Runs no more; answers once the run under way (if any) has finished. */
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
