// The site as others see it: its name and the public origin that absolute URLs (canonical,
// og:url, oEmbed, embed code, feeds, exports' link columns) are built on: APP_ORIGIN, or without
// it the address the reader used (the Host the request came to), never the address the server is
// bound to.
import 'server-only';
import { env } from '@/lib/env';
import type { DataSource } from '@/lib/gateway';
import { currentRequestOrigin } from '@/lib/gateway/clients';
import { formatDate } from '@/lib/labels/dates';

export { SITE_NAME } from './site-name';

/** `https://registry.example.org`: no trailing slash. Outside a request and without APP_ORIGIN, this machine on PORT. */
export function appOrigin(): string {
  return env().APP_ORIGIN ?? currentRequestOrigin() ?? `http://localhost:${localPort()}`;
}

/** The port the server is on (server.ts reads PORT the same way). */
const localPort = () => {
  const port = Number(process.env.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000;
};

/** An absolute URL on this site from a path (with its query, if any). */
export function absoluteUrl(path: string, origin: string = appOrigin()): string {
  return new URL(path.startsWith('/') ? path : `/${path}`, `${origin}/`).toString();
}

/** "the register’s bulk snapshot of 1 November 2026": an imported file, in words. */
export const bulkSnapshotName = (source: DataSource) =>
  `the register’s bulk snapshot${source.snapshotDate ? ` of ${formatDate(source.snapshotDate)}` : ''}`;

/** The registry the pages read, in words, for the "Retrieved … from …" line of printouts. */
export function registryName(source: DataSource): string {
  const url = env().REGISTRY_API_URL;
  const live = url ? `the registry at ${new URL(url).host}` : 'the embedded registry (generated sample data)';
  const snapshot = bulkSnapshotName(source);
  if (source.kind === 'bulk') return snapshot;
  if (source.kind === 'hybrid') return `${snapshot} and ${live}`;
  return live;
}
