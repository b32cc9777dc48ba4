// The throwaway redis-server: several started at once (as parallel test files do) each come up
// on a port of their own and answer as themselves, and are gone once stopped.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { answersAs, startRedisServer } from './redis-server';

/** True when nothing listens on the port any more. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('startRedisServer', () => {
  it('starts servers side by side on ports of their own, each answering as the process started', async () => {
    const servers = await Promise.all(Array.from({ length: 3 }, () => startRedisServer()));
    try {
      expect(new Set(servers.map((server) => server.port)).size).toBe(3);
      for (const server of servers) {
        expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
        expect(await answersAs(server.port, server.pid)).toBe(true);
      }
      // Another process's id is not this server's.
      expect(await answersAs(servers[0]!.port, servers[1]!.pid)).toBe(false);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
    for (const server of servers) expect(await refused(server.port)).toBe(true);
  });
});
