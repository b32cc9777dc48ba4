import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_SOCKET_HEADER, clientAddress } from './clients';

const ENTRY = Symbol.for('registry-browser.server-entry');
const holder = globalThis as { [ENTRY]?: boolean };

afterEach(() => {
  delete holder[ENTRY];
});

const headers = (forwarded: string | undefined, socket?: string) => {
  const result = new Headers();
  if (forwarded !== undefined) result.set('x-forwarded-for', forwarded);
  if (socket) result.set(CLIENT_SOCKET_HEADER, socket);
  return result;
};

describe('clientAddress', () => {
  it('behind the server entry, without trusted proxies: the socket, whatever X-Forwarded-For says', () => {
    holder[ENTRY] = true;
    expect(clientAddress(headers('203.0.113.9', '198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientAddress(headers(undefined, '198.51.100.7'), 0)).toBe('198.51.100.7');
  });

  it('with N trusted proxies: the entry N places from the end, which a client cannot push out', () => {
    holder[ENTRY] = true;
    // The client wrote 1.1.1.1; proxy A appended the client's real address, proxy B appended A's.
    expect(clientAddress(headers('1.1.1.1, 203.0.113.9', '10.0.0.2'), 1)).toBe('203.0.113.9');
    expect(clientAddress(headers('1.1.1.1, 203.0.113.9, 10.0.0.1', '10.0.0.2'), 2)).toBe('203.0.113.9');
    // Fewer entries than proxies: the first there is.
    expect(clientAddress(headers('203.0.113.9', '10.0.0.2'), 3)).toBe('203.0.113.9');
    expect(clientAddress(headers(undefined, '10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('ignores the internal header when the server entry did not set it', () => {
    expect(clientAddress(headers('203.0.113.9', '198.51.100.7'), 0)).toBe('203.0.113.9');
  });
});
