// Identifiers in the registry's formats (api-facts §18): 27-character base64url ids from
// SHA-1, 43-character document ids from SHA-256, transaction ids as base64 of
// "<digits>adiqzkcx", and ETags as the SHA-1 (hex) of a body.
import { hash } from 'node:crypto';

/** A 27-character base64url id (the registry's officer, appointment, charge, PSC and statement ids). */
export function registryId(key: string): string {
  return hash('sha1', key, 'base64url').slice(0, 27);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 of an ASCII string whose length is a multiple of 3 (no padding needed). */
function base64Ascii(text: string): string {
  let out = '';
  for (let i = 0; i + 2 < text.length; i += 3) {
    const n = (text.charCodeAt(i) << 16) | (text.charCodeAt(i + 1) << 8) | text.charCodeAt(i + 2);
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]! + BASE64[(n >> 6) & 63]! + BASE64[n & 63]!;
  }
  return out;
}

/** The registry's transaction id: base64 of the numeric id followed by "adiqzkcx" (10 digits give 24 characters). */
export function transactionId(numeric: number): string {
  const text = `${numeric}adiqzkcx`;
  return text.length % 3 === 0 ? base64Ascii(text) : Buffer.from(text, 'latin1').toString('base64');
}

export function etagOf(json: string): string {
  return hash('sha1', json, 'hex');
}

/**
 * Serialises a body with its `etag` as the first member; the etag is the SHA-1 of the
 * body serialised without it, so any change to the content changes the etag.
 */
export function withEtag(body: object): string {
  return withEtagJson(JSON.stringify(body));
}

/** As withEtag, for a body already serialised as a non-empty JSON object. */
export function withEtagJson(json: string): string {
  const etag = etagOf(json);
  return json.length > 2 ? `{"etag":"${etag}",${json.slice(1)}` : `{"etag":"${etag}"}`;
}
