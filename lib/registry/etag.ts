// Conditional GETs, for both sides that answer them (the embedded registry and the proxy):
// whether an If-None-Match list holds an entity tag.

/** An entity tag without its weak mark and quotes: `W/"abc"`, `"abc"` and `abc` are all `abc`. */
const opaque = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');

/** Weak comparison of an If-None-Match list with an ETag (quoted or bare), as caches do for GET; `*` matches any. */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
