/**
 * An image a catalog import names by its address (issue 42, decision 093): fetched once over http
 * or https, at most `maxImageBytes` within `timeoutMs`, following at most three redirects, then
 * checked and re-encoded like an upload. Addresses on a private, loopback or link-local network
 * are refused, whatever name leads to them, unless the operator allows them
 * (IMPORT_PRIVATE_IMAGES=1: a supplier's server on the shop's own network). The address is
 * checked where the connection is made (the request's `lookup`), so a name cannot answer a public
 * address to the check and a private one to the connection.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { maxImageBytes, messages } from '@coreparts/shared';
import { HttpError } from '@/lib/http-errors.ts';
import { SERVED_AT, toStoredImage, type ImageStore } from './image-store.ts';

const m = messages.catalogImport;

/** Why an address gave no image: the message is the import's error for the row. */
export class RemoteImageError extends Error {}

/** Networks no import fetches from by default: RFC 1918, loopback, link-local, CGNAT, unique-local, "this network". */
const privateNetworks = new net.BlockList();
for (const [address, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  privateNetworks.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) privateNetworks.addSubnet(address, prefix, 'ipv6');

/** Whether an address is on a private network; an IPv4 address written as IPv6 ("::ffff:127.0.0.1") is judged as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateNetworks.check(mapped[1]!, 'ipv4');
  return privateNetworks.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export interface RemoteImageOptions {
  allowPrivate: boolean;
  timeoutMs: number;
}

const MAX_REDIRECTS = 3;

/** The request's name lookup, refusing every private address unless allowed. */
function lookupFor(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = !allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new RemoteImageError(m.imagePrivate), '', 4);
      if (options.all) return (callback as unknown as (err: null, all: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The bytes at an http(s) address, within the size and time limits; redirects are followed and checked alike. */
export async function fetchRemoteImage(address: string, { allowPrivate, timeoutMs }: RemoteImageOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to without a lookup: judged here.
    if (!allowPrivate && net.isIP(host) && isPrivateAddress(host)) throw new RemoteImageError(m.imagePrivate);
    const answer = await get(url, { signal, lookup: lookupFor(allowPrivate) });
    if (answer.redirect === undefined) return answer.body;
    if (redirects === MAX_REDIRECTS) throw new RemoteImageError(m.imageUnreachable('too many redirects'));
    url = new URL(answer.redirect, url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RemoteImageError(m.imageAddress);
  }
}

function get(url: URL, options: { signal: AbortSignal; lookup: net.LookupFunction }): Promise<{ body: Buffer; redirect?: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(error instanceof RemoteImageError ? error : new RemoteImageError(m.imageUnreachable(options.signal.aborted ? 'it took too long' : error.message)));
    const request = client.get(url, { signal: options.signal, lookup: options.lookup, headers: { accept: 'image/*' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ body: Buffer.alloc(0), redirect: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return fail(new RemoteImageError(m.imageUnreachable(`the server answered ${status}`)));
      }
      if (Number(response.headers['content-length'] ?? 0) > maxImageBytes) {
        response.destroy();
        return fail(new RemoteImageError(m.imageTooLarge));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxImageBytes) {
          response.destroy();
          fail(new RemoteImageError(m.imageTooLarge));
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
      response.on('error', fail);
    });
    request.on('error', fail);
  });
}

/**
 * An image fetched from its address, checked, re-encoded and kept like an upload: the path it is
 * served at, or why there is none (a message for the import's row).
 */
export async function storeRemoteImage(store: ImageStore, address: string, options: RemoteImageOptions): Promise<{ path: string } | { error: string }> {
  let bytes: Buffer;
  try {
    bytes = await fetchRemoteImage(address, options);
  } catch (error) {
    if (error instanceof RemoteImageError) return { error: error.message };
    throw error;
  }
  let webp: Buffer;
  try {
    webp = await toStoredImage(bytes);
  } catch (error) {
    // Not an image (415), or too many being decoded at once (503): said on the row.
    if (error instanceof HttpError && error.statusCode === 415) return { error: m.notAnImage };
    throw error;
  }
  return { path: `${SERVED_AT}${await store.save(webp)}` };
}
