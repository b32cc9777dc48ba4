// The throwaway redis-server's failures say why (the real server's starts: redis-server.slow.test.ts).
import { describe, expect, it } from 'vitest';
import { startRedisServer } from './redis-server';

describe('startRedisServer when the server cannot start', () => {
  it('tries again on fresh ports, then names each failure and quotes the last output', async () => {
    // Node refuses redis-server's options, prints why and exits: a server that never comes up.
    const start = startRedisServer({ bin: process.execPath, attempts: 2, timeoutMs: 15_000 });
    const error = (await start.catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(
      new RegExp(`^could not start ${process.execPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} in \\d+ s`),
    );
    expect(error.message.match(/port \d+: it exited \(code \d+\)/g)).toHaveLength(2);
    expect(error.message).toContain('its last output:');
    expect(error.message).toContain('--port');
  });

  it('says so when the program does not exist', async () => {
    const error = (await startRedisServer({ bin: '/nonexistent/redis-server', attempts: 1 }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toMatch(/port \d+: it could not be run: spawn \/nonexistent\/redis-server ENOENT/);
  });
});
