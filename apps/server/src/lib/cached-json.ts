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
  /** The body gzipped once per build, off the main thread: every browser asks for it. */
  gzipped: Buffer;
}

/**
 * One build shared by every caller until `invalidate()`; a failed build is not kept. Once a build
 * has finished, `settled()` answers its value without a promise (the hot answers, decision 032).
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
          () => {
            if (current === pending) current = null;
          },
        );
      }
      return current;
    },
    settled: (): T | undefined => settled,
    /** The build under way or done, without starting one. */
    current: (): Promise<T> | null => current,
    /** Puts `next` in place of the finished build `previous`, unless that was dropped or replaced meanwhile; whether it did. */
    replace(previous: T, next: T): boolean {
      if (settled !== previous) return false;
      settled = next;
      current = Promise.resolve(next);
      return true;
    },
    /** Drops the current build; answers it, for whatever it holds to be cleaned up. */
    invalidate(): Promise<T> | null {
      const replaced = current;
      current = null;
      settled = undefined;
      return replaced;
    },
  };
}

/** A value serialized, with its ETag and gzipped copy. */
export function encodeJson(value: unknown): Promise<CachedJson> {
  return encodeAnswer(Buffer.from(JSON.stringify(value)));
}

/** Any body to keep (JSON, or a page's HTML), with its ETag and gzipped copy. */
export async function encodeAnswer(body: Buffer): Promise<CachedJson> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, gzipped: await gzipAsync(body) };
}

export function cachedJson(load: () => Promise<unknown>) {
  const cached = builtOnDemand(async () => encodeJson(await load()));
  return {
    get: cached.get,
    invalidate(): void {
      cached.invalidate();
    },
  };
}
