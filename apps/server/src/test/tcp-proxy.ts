/**
 * A database outage on demand, for the fault tests: servers reach PostgreSQL through this proxy,
 * and `cut()` drops every connection and refuses new ones (as a stopped or unreachable server
 * does) until `restore()`.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './server-process.ts';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = createConnection(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const cut = async () => {
    const closing = server;
    server = null;
    if (closing) {
      const closed = once(closing, 'close');
      closing.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    }
  };
  await listen();
  return {
    port,
    through(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut,
    async restore() {
      if (!server) await listen();
    },
    close: cut,
  };
}
