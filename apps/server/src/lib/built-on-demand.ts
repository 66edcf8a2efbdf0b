/**
 * A value built on the first read after `invalidate()` and shared by every caller until the next:
 * the catalog and what is made from it are built once per change, never once per request.
 */
export function builtOnDemand<T>(build: () => Promise<T>) {
  let current: Promise<T> | null = null;
  let settled: T | undefined;
  return {
    get(): Promise<T> {
      if (!current) {
        const pending = build();
        current = pending;
        pending.then(
          (value) => {
            if (current === pending) settled = value;
          },
          // A failed build is not kept.
          () => {
            if (current === pending) current = null;
          },
        );
      }
      return current;
    },
    /** The build under way or done, without starting one. */
    current: (): Promise<T> | null => current,
    /** Puts `next` in place of the finished build `previous`, unless that was dropped or replaced meanwhile; whether it did. */
    replace(previous: T, next: T): boolean {
      if (settled !== previous) return false;
      settled = next;
      current = Promise.resolve(next);
      return true;
    },
    invalidate(): void {
      current = null;
      settled = undefined;
    },
  };
}
