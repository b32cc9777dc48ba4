// Case ids and sharing tokens: 128 random bits each (base64url, 22 characters). The browser's own
// token (the `cases` cookie, as the watch list's) names the rights it holds, without sign-up.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaseRecord, Grant, Role } from './store';

export const CASES_COOKIE = 'cases';
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const newToken = () => randomBytes(16).toString('base64url');
export const isToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** Equal tokens, compared in constant time. */
export function sameToken(given: string | null | undefined, held: string): boolean {
  if (!given || given.length !== held.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(held));
}

export const casesCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
});

/**
 * The right a request has on a case: the edit token in its query or an edit right its browser was
 * given with the case's current edit token; else the same for reading; else none. A right given
 * with a token the case has since replaced (new links) is no right.
 */
export function roleOf(
  record: Pick<CaseRecord, 'readToken' | 'editToken'>,
  held: Pick<Grant, 'role' | 'token'> | undefined,
  tokens: { edit?: string | null; read?: string | null },
): Role | undefined {
  if (sameToken(tokens.edit, record.editToken) || (held?.role === 'edit' && sameToken(held.token, record.editToken)))
    return 'edit';
  if (sameToken(tokens.read, record.readToken) || (held?.role === 'read' && sameToken(held.token, record.readToken)))
    return 'read';
  return undefined;
}
