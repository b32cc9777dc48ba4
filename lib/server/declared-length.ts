// Next.js drops Content-Length from a route handler's response (send-response.ts: the body
// may have been decoded on the way), so a streamed document would go out chunked: a PDF
// viewer then cannot tell the size, and ranges are guesswork. A route that knows the length
// of the bytes it streams names it in DECLARED_LENGTH, and the server turns that into
// Content-Length as Next sets the headers.
import type { ServerResponse } from 'node:http';

export const DECLARED_LENGTH = 'x-declared-content-length';

/** Makes `DECLARED_LENGTH` on this response its Content-Length (a number, or nothing). */
export function restoreDeclaredLength(res: ServerResponse): void {
  const original = { setHeader: res.setHeader, appendHeader: res.appendHeader };
  const declared = (name: string, value: unknown): boolean => {
    if (name.toLowerCase() !== DECLARED_LENGTH) return false;
    const text = String(Array.isArray(value) ? value[0] : value);
    if (/^\d{1,15}$/.test(text) && !res.headersSent) original.setHeader.call(res, 'content-length', text);
    return true;
  };
  res.setHeader = function setHeader(this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return declared(name, value) ? this : original.setHeader.call(this, name, value);
  } as ServerResponse['setHeader'];
  res.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    return declared(name, value) ? this : original.appendHeader.call(this, name, value);
  } as ServerResponse['appendHeader'];
}
