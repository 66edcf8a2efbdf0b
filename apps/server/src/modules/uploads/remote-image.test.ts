/**
 * Images a catalog import fetches by address (decision 093): never from a private, loopback or
 * link-local network unless allowed, however the address is written or wherever it redirects;
 * never more than an upload may be.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { maxImageBytes } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteImage, isPrivateAddress } from './remote-image.ts';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/small') return response.end('bytes');
    if (request.url === '/to-loopback') return response.writeHead(302, { location: `http://127.0.0.1:${port}/small` }).end();
    if (request.url === '/huge') {
      // No length announced: counted as it arrives.
      response.write(Buffer.alloc(maxImageBytes));
      return response.end(Buffer.alloc(1));
    }
    if (request.url === '/slow') return setTimeout(() => response.end('late'), 2_000);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

const allowed = { allowPrivate: true, timeoutMs: 1_000 };
const refused = { allowPrivate: false, timeoutMs: 1_000 };
const PRIVATE = 'This address is on a private network: the shop does not fetch images from it';

describe('an image fetched by address', () => {
  it('knows private, loopback and link-local addresses in both families, an IPv4 one written as IPv6 too', () => {
    for (const address of ['127.0.0.1', '10.2.3.4', '172.31.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '151.101.1.69', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a private address by number or by name unless the operator allows it', async () => {
    await expect(fetchRemoteImage(`http://127.0.0.1:${port}/small`, refused)).rejects.toThrow(PRIVATE);
    await expect(fetchRemoteImage(`http://[::1]:${port}/small`, refused)).rejects.toThrow(PRIVATE);
    await expect(fetchRemoteImage(`http://localhost:${port}/small`, refused)).rejects.toThrow(PRIVATE);
    await expect(fetchRemoteImage(`http://localhost:${port}/small`, allowed)).resolves.toEqual(Buffer.from('bytes'));
  });

  it('follows a redirect, whose address is looked up and judged like the first', async () => {
    await expect(fetchRemoteImage(`http://127.0.0.1:${port}/to-loopback`, allowed)).resolves.toEqual(Buffer.from('bytes'));
  });

  it('stops at the size an upload may have and at its time limit', async () => {
    await expect(fetchRemoteImage(`http://127.0.0.1:${port}/huge`, allowed)).rejects.toThrow('The image is over 5 MB');
    await expect(fetchRemoteImage(`http://127.0.0.1:${port}/slow`, { allowPrivate: true, timeoutMs: 200 })).rejects.toThrow('The image could not be fetched: it took too long');
    await expect(fetchRemoteImage(`http://127.0.0.1:${port}/none`, allowed)).rejects.toThrow('The image could not be fetched: the server answered 404');
  });
});
