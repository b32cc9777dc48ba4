import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DECLARED_LENGTH, restoreDeclaredLength } from './declared-length';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(declared: string) {
  server = createServer((req, res) => {
    restoreDeclaredLength(res);
    // As Next sends a route handler's headers: appended one by one, then the body piped.
    res.appendHeader('content-type', 'application/pdf');
    res.appendHeader(DECLARED_LENGTH, declared);
    res.write('hello ');
    res.end('world');
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}

describe('restoreDeclaredLength', () => {
  it('sends the declared length as Content-Length, not chunked, and hides the carrier header', async () => {
    const response = await serve('11');
    expect(response.headers.get('content-length')).toBe('11');
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get(DECLARED_LENGTH)).toBeNull();
    expect(await response.text()).toBe('hello world');
  });

  it('ignores a value that is not a length', async () => {
    const response = await serve('11, 12');
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe('hello world');
  });
});
