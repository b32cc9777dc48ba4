// API keys, as the registry takes them: HTTP Basic with the key as user name and an
// empty password. Failures answer 401 with the registry's single-object auth error body.

export type AuthResult = { ok: true; key: string } | { ok: false; error: AuthError };

/** The registry's three auth errors (api-facts §17.1), sent as `{"error": …, "type": "ch:service"}`. */
export type AuthError = 'Empty Authorization header' | 'Invalid Authorization header' | 'Invalid Authorization';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Checks an `Authorization` header against the configured keys. */
export function createKeyCheck(keys: readonly string[]) {
  const known = new Set(keys.filter((key) => key.length > 0));
  // A client sends the same header on every call: remember the answers for known keys.
  const memo = new Map<string, AuthResult>();

  return function checkAuthorization(header: string | null | undefined): AuthResult {
    if (!header || !header.trim()) return { ok: false, error: 'Empty Authorization header' };
    const remembered = memo.get(header);
    if (remembered) return remembered;
    const result = decide(header.trim());
    if (result.ok && memo.size < 10_000) memo.set(header, result);
    return result;
  };

  function decide(header: string): AuthResult {
    const space = header.indexOf(' ');
    if (space < 0 || header.slice(0, space).toLowerCase() !== 'basic')
      return { ok: false, error: 'Invalid Authorization header' };
    const encoded = header.slice(space + 1).trim();
    if (!BASE64.test(encoded)) return { ok: false, error: 'Invalid Authorization header' };
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return { ok: false, error: 'Invalid Authorization header' };
    const key = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1);
    if (password !== '' || !known.has(key)) return { ok: false, error: 'Invalid Authorization' };
    return { ok: true, key };
  }
}
