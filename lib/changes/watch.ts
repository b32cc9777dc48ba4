// Watch lists as the app's routes and pages use them: the reader's token from the cookie,
// follow and unfollow (with the size limit), and the changes across a list.
import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { pathFormats } from '@/lib/registry/params';
import { HttpError, refused } from '@/lib/gateway/http';
import { changes } from './service';
import type { Change, ChangeKind } from './events';
import { newWatchToken, parseWatchToken, WATCH_COOKIE, watchCookieOptions } from './tokens';
import type { WatchList } from './store';

/** The reader's token, when the cookie holds a well-formed one. */
export async function currentWatchToken(): Promise<string | undefined> {
  return parseWatchToken((await cookies()).get(WATCH_COOKIE)?.value);
}

/** The reader's token, made (and set in the cookie) when there is none: only in a route handler or action. */
export async function ensureWatchToken(secure: boolean): Promise<string> {
  const existing = await currentWatchToken();
  if (existing) return existing;
  const token = newWatchToken();
  (await cookies()).set(WATCH_COOKIE, token, watchCookieOptions(secure));
  return token;
}

export async function setWatchToken(token: string, secure: boolean): Promise<void> {
  (await cookies()).set(WATCH_COOKIE, token, watchCookieOptions(secure));
}

/**
 * True unless the request says it comes from another site: an `Origin` that is neither this
 * host (as the request names it) nor APP_ORIGIN. Browsers send Origin on every form POST.
 */
export function sameSiteRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (origin === env().APP_ORIGIN) return true;
  try {
    return new URL(origin).host === request.headers.get('host');
  } catch {
    return false;
  }
}

export const EMPTY_WATCH_LIST: WatchList = { companies: [], seenSeq: 0 };

export async function watchListOf(token: string | undefined): Promise<WatchList> {
  return token ? changes().store.watchList(token) : EMPTY_WATCH_LIST;
}

/** A company number from a form or a query, or a 400 naming the parameter. */
export function companyNumberParameter(value: unknown, name = 'company'): string {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!pathFormats.company_number.pattern.test(text))
    throw refused('invalid-query-parameter', {
      error: `${name} must be ${pathFormats.company_number.describe}`,
      parameter: name,
    });
  return text;
}

export async function follow(token: string, companyNumber: string): Promise<void> {
  const service = changes();
  const result = await service.store.follow(token, companyNumber, service.maxFollows, Date.now());
  if (result === 'full')
    throw new HttpError(409, {
      errors: [
        {
          error: 'watch-list-full',
          type: 'ch:service',
          error_values: { message: `A watch list holds at most ${service.maxFollows} companies; unfollow one first.` },
        },
      ],
    });
}

export async function unfollow(token: string, companyNumber: string): Promise<void> {
  await changes().store.unfollow(token, companyNumber);
}

/** The latest changes across a watch list, newest first. */
export async function watchListChanges(list: WatchList, kinds: readonly ChangeKind[], limit = 100): Promise<Change[]> {
  if (list.companies.length === 0) return [];
  return changes().store.latest({ companies: list.companies.map((c) => c.companyNumber), kinds }, limit);
}
