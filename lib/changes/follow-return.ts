// Where the Follow form's POST sends the reader back to (it works without JavaScript, and a
// click before the page's scripts have loaded posts it too): the page it came from, marked
// with a fragment the button's markup shows as followed, or the watch list.

/** The fragment a followed company's page is sent back with; the Follow button's wrapper has this id. */
export const FOLLOWED_FRAGMENT = 'following';

/** Where the form goes when it names no page (or one that is not on this site). */
export const FOLLOW_FALLBACK = '/following';

/**
 * The form's `return` field when it is a path on this site: it starts with one "/" (not "//"
 * or "/\", which browsers read as another host) and holds no whitespace or control characters.
 * Any fragment is dropped. Undefined otherwise.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.split('#')[0]!;
  return /^\/(?![/\\])[^\s\u0000-\u001f\u007f]*$/.test(path) ? path : undefined;
}

/**
 * The Location after the form: the page it came from (with the followed fragment after a
 * follow, so the page shows the new state even without JavaScript), else the watch list.
 */
export function followRedirect(returnValue: unknown, action: 'follow' | 'unfollow'): string {
  const path = sameSitePath(returnValue);
  if (!path || path === FOLLOW_FALLBACK) return FOLLOW_FALLBACK;
  return action === 'follow' ? `${path}#${FOLLOWED_FRAGMENT}` : path;
}
