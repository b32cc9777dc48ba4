// The one start-up warning that does not stop the server: a production server without
// APP_ORIGIN builds its canonical links, previews and oEmbed answers on whatever Host each
// request names, and caches pages with them.

/** The warning to log at start, or undefined when there is nothing to warn about. */
export function appOriginWarning(processEnv: Readonly<Record<string, string | undefined>>): string | undefined {
  if (processEnv.NODE_ENV !== 'production' || processEnv.APP_ORIGIN?.trim()) return undefined;
  return 'APP_ORIGIN is not set: canonical links, link previews, feeds and oEmbed answers will name the host each request names (its Host header). Set APP_ORIGIN to the public origin of the site (https://registry.example.org).';
}
