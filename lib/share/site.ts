// The site as others see it: its name and the public origin that absolute URLs (canonical,
// og:url, oEmbed, embed code) are built on. The origin comes from APP_ORIGIN.
import 'server-only';
import { env } from '@/lib/env';

export { SITE_NAME } from './site-name';

/** `https://registry.example.org`: no trailing slash. */
export function appOrigin(): string {
  return env().APP_ORIGIN;
}

/** An absolute URL on this site from a path (with its query, if any). */
export function absoluteUrl(path: string, origin: string = appOrigin()): string {
  return new URL(path.startsWith('/') ? path : `/${path}`, `${origin}/`).toString();
}

/** The registry the pages read, in words, for the "Retrieved … from …" line of printouts. */
export function registryName(): string {
  const url = env().REGISTRY_API_URL;
  return url ? `the registry at ${new URL(url).host}` : 'the embedded registry (generated sample data)';
}
