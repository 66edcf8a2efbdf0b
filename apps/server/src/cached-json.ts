/**
 * A serialized answer kept in memory with its ETag, rebuilt on the first read after
 * `invalidate()`. Catalog reads are served from here, never from the database each time.
 */
import { createHash } from 'node:crypto';

export interface CachedJson {
  /** Encoded once, so each answer sends bytes without converting a string again. */
  body: Buffer;
  etag: string;
}

export function cachedJson(load: () => Promise<unknown>) {
  let current: Promise<CachedJson> | null = null;

  async function build(): Promise<CachedJson> {
    const body = Buffer.from(JSON.stringify(await load()));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag };
  }

  return {
    get(): Promise<CachedJson> {
      if (!current) {
        const pending = build();
        current = pending;
        // A failed load must not stay cached.
        pending.catch(() => {
          if (current === pending) current = null;
        });
      }
      return current;
    },
    invalidate(): void {
      current = null;
    },
  };
}
