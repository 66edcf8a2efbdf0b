/**
 * Product images in an S3-compatible bucket (decision 017): every server process serves what any
 * of them stored. The SDK is loaded on the first image read or upload, as sharp is, so a process
 * that never touches an image does not hold it.
 */
import type { Config } from '@/config.ts';
import { IMAGE_CACHE_CONTROL, ImageStoreUnavailable, newImageName, type ImageStore } from './image-store.ts';

type ObjectStorage = NonNullable<Config['s3']>;

/** Milliseconds to connect, and to answer (or to go silent half-way), before the store counts as down. */
export interface StoreTimeouts {
  connectionTimeout: number;
  requestTimeout: number;
}

// An image is a few hundred kilobytes: a store that takes longer than this is not coming back
// soon, and the shopper's page is better off without the picture than waiting for it.
const TIMEOUTS: StoreTimeouts = { connectionTimeout: 2_000, requestTimeout: 5_000 };

interface Bucket {
  put(key: string, body: Buffer): Promise<void>;
  /** The object's bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  close(): void;
}

async function openBucket(
  { bucket, region, endpoint, forcePathStyle, credentials }: ObjectStorage,
  timeouts: StoreTimeouts,
): Promise<Bucket> {
  const { S3Client, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region,
    forcePathStyle,
    ...(endpoint && { endpoint }),
    ...(credentials && { credentials }),
    // One retry: a second failure in a row is an outage, not a hiccup.
    maxAttempts: 2,
    requestHandler: {
      ...timeouts,
      // Without it the SDK only warns that a request ran out of time, and goes on waiting.
      throwOnRequestTimeout: true,
      // An answer that stops half-way through its body.
      socketTimeout: timeouts.requestTimeout,
    },
  });
  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/webp', CacheControl: IMAGE_CACHE_CONTROL }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}

export function createS3ImageStore(storage: ObjectStorage, timeouts = TIMEOUTS): ImageStore {
  let opened: Promise<Bucket> | null = null;
  const open = () => (opened ??= openBucket(storage, timeouts));
  // Anything but a missing key means the store is not answering as it should.
  const asking = async <T>(what: string, ask: (bucket: Bucket) => Promise<T>): Promise<T> => {
    const bucket = await open();
    try {
      return await ask(bucket);
    } catch (error) {
      throw new ImageStoreUnavailable(`Object storage failed to ${what} in bucket ${storage.bucket}`, { cause: error });
    }
  };
  const keyOf = (name: string) => `uploads/${name}`;

  return {
    async save(webp) {
      const name = newImageName();
      await asking(`store ${keyOf(name)}`, (bucket) => bucket.put(keyOf(name), webp));
      return name;
    },
    read: (name) => asking(`read ${keyOf(name)}`, (bucket) => bucket.get(keyOf(name))),
    async close() {
      await opened?.then((bucket) => bucket.close(), () => {});
    },
  };
}
