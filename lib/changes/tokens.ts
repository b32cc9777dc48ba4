// Watch-list tokens: who a watch list belongs to, with no sign-up. A token is 128 random
// bits (base64url, 22 characters), kept in an http-only cookie and shown as a private link.
// Anything that is not a well-formed token is no token: the reader gets a fresh, empty list,
// never someone else's.
import { randomBytes } from 'node:crypto';

export const WATCH_COOKIE = 'watch';
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const newWatchToken = () => randomBytes(16).toString('base64url');

/** The token, when `value` is one; undefined for anything else (missing, short, long, other characters). */
export function parseWatchToken(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && TOKEN.test(text) ? text : undefined;
}

/** The cookie's attributes: a year, the whole site, never sent by other sites' forms. */
export const watchCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
});
