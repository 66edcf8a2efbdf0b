import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from './local-store.ts';

/** localStorage and window as far as the store uses them. */
function stubBrowser() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  vi.stubGlobal('window', new EventTarget());
  return items;
}

const numbers = () =>
  localStore<number[]>({
    key: 'numbers',
    empty: [],
    parse: (raw) => JSON.parse(raw) as number[],
    format: (list) => (list.length === 0 ? null : JSON.stringify(list)),
  });

describe('localStore', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = stubBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the empty value while nothing is stored', () => {
    const store = numbers();
    expect(store.read()).toBe(store.empty);
  });

  it('stores what it writes, and takes the key away when the format says null', () => {
    const store = numbers();
    store.write([1, 2]);
    expect(items.get('numbers')).toBe('[1,2]');
    expect(store.read()).toEqual([1, 2]);
    store.write([]);
    expect(items.has('numbers')).toBe(false);
    expect(store.read()).toBe(store.empty);
  });

  it('reads the same value while the stored text is the same, and a new one after another tab writes', () => {
    const store = numbers();
    store.write([3]);
    const first = store.read();
    expect(store.read()).toBe(first);
    items.set('numbers', '[4]');
    expect(store.read()).toEqual([4]);
  });

  it("tells its subscribers of this tab's writes and of other tabs' (storage events) until they leave", () => {
    const store = numbers();
    const onChange = vi.fn();
    const leave = store.subscribe(onChange);
    store.write([5]);
    window.dispatchEvent(new Event('storage'));
    expect(onChange).toHaveBeenCalledTimes(2);
    leave();
    store.write([6]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
