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

/** One build shared by every caller until `invalidate()`; a failed build is not kept. */
export function builtOnDemand<T>(build: () => Promise<T>) {
  let current: Promise<T> | null = null;
  return {
    get(): Promise<T> {
      if (!current) {
        const pending = build();
        current = pending;
        pending.catch(() => {
          if (current === pending) current = null;
        });
      }
      return current;
    },
    /** Drops the current build; answers it, for whatever it holds to be cleaned up. */
    invalidate(): Promise<T> | null {
      const replaced = current;
      current = null;
      return replaced;
    },
  };
}

export function cachedJson(load: () => Promise<unknown>) {
  const cached = builtOnDemand(async (): Promise<CachedJson> => {
    const body = Buffer.from(JSON.stringify(await load()));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    let gzipped: Promise<Buffer> | null = null;
    return { body, etag, gzipped: () => (gzipped ??= gzipAsync(body)) };
  });
  return {
    get: cached.get,
    invalidate(): void {
      cached.invalidate();
    },
  };
}
