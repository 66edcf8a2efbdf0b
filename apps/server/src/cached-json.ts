/**
 * A serialized answer kept in memory with its ETag, rebuilt on the first read after
 * `invalidate()`. Catalog reads are served from here, never from the database each time.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface CachedJson {
  /** Encoded once, so each answer sends bytes without converting a string again. */
  body: Buffer;
  etag: string;
  /** The body gzipped, once, on the first request that accepts it (off the main thread). */
  gzipped(): Promise<Buffer>;
}

export function cachedJson(load: () => Promise<unknown>) {
  let current: Promise<CachedJson> | null = null;

  async function build(): Promise<CachedJson> {
    const body = Buffer.from(JSON.stringify(await load()));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    let gzipped: Promise<Buffer> | null = null;
    return { body, etag, gzipped: () => (gzipped ??= gzipAsync(body)) };
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
