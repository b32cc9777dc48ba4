// Case ids and sharing tokens: 128 random bits each (base64url, 22 characters). The browser's own
// token (the `cases` cookie, as the watch list's) names the rights it holds, without sign-up.
import { randomBytes, timingSafeEqual } from 'node:crypto';

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
