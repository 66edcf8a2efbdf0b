/**
 * Node 20's `process.nextTick` makes each tick an object literal with two computed (symbol) keys,
 * and a request takes about ten ticks. V8 keeps the shapes (maps) such an object passes through
 * only while an object has them. A full collection while the server is idle, with no tick
 * waiting, drops them; the next ticks make new ones, and after the third such collection the
 * literal's property stores see too many shapes and take V8's slow runtime path for good: about
 * 40 ns a tick became about 200 ns, and the gzipped catalog cost 21 µs a request instead of 17
 * (decision 034). One tick object held for the process's life keeps its shapes alive, so every
 * later tick finds them again.
 */
import { createHook } from 'node:async_hooks';

let held: object | undefined;

/** Holds one tick object for the life of the process; answers it. */
export function keepTickShape(): object {
  held ??= newTickObject();
  return held;
}

/** A tick object as `process.nextTick(…, …args)` makes it, taken through a hook enabled for that one call. */
export function newTickObject(...args: unknown[]): object {
  let tick: object | undefined;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') tick ??= resource;
    },
  }).enable();
  process.nextTick(() => {}, ...args);
  hook.disable();
  if (!tick) throw new Error('process.nextTick made no tick object');
  return tick;
}
