// Links the registry sends (`links.self`, `links.company`, …) are data, not trusted addresses:
// each one becomes an href only through `appHref`, which keeps the registry's own paths (the
// app's pages have the same addresses) and drops anything else, so injected links such as
// `https://evil.example`, `//evil.example` or `javascript:` are never rendered.
import { matchPath } from './catalogue';

// A base no real link can have: a link that leaves it (another host, another scheme) is dropped.
const BASE = 'http://registry-link.invalid';

/**
 * The app's address for a link from the registry, or undefined when it is not the path of
 * a registry resource the app shows (a company, officer, filing, charge, PSC, statement…).
 * The fragment is kept (`/company/SC612004/insolvency#1`); a query string is not.
 */
export function appHref(link: unknown): string | undefined {
  if (typeof link !== 'string' || !link.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(link, BASE);
  } catch {
    return undefined;
  }
  // `//host`, `/\host` and their encoded forms resolve to another origin.
  if (url.origin !== BASE) return undefined;
  const match = matchPath(url.pathname);
  // Search endpoints are registry paths but not app pages (the app's search is /search?q=…).
  if (!match?.ok || url.pathname.startsWith('/search')) return undefined;
  return `${url.pathname.replace(/\/+$/, '')}${url.hash}`;
}
