import type { LRUCache } from 'lru-cache';

/**
 * What `cache` keeps for `key`, else what `make` answers, kept before anything is awaited so that
 * a change meanwhile (a `delete` or `clear` of the cache) drops it too. A failure, or an answer
 * `keep` refuses, is not kept: any key can be made up, so those would push the others out.
 */
export function keptOrMade<V>(cache: LRUCache<string, Promise<V>>, key: string, make: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
  const kept = cache.get(key);
  if (kept) return kept;
  const made = make();
  cache.set(key, made);
  const forget = () => cache.get(key) === made && cache.delete(key);
  made.then((value) => keep(value) || forget(), forget);
  return made;
}
