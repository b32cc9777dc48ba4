// Next.js configuration. better-sqlite3 is a native module: keep it out of the bundle.
// Framing: only the embed routes (/embed/…) may be shown in another site's frame; every
// other page refuses it, both by CSP (frame-ancestors) and, for older browsers, X-Frame-Options.
// Scripts: pages run only this site's scripts (no other host, no plugins, no <base> or form
// that sends elsewhere). This policy allows inline scripts (Next writes each page's data as
// inline scripts, unknown until rendered); it is the fallback: the production server,
// server.ts, replaces its script-src with a fresh nonce and 'strict-dynamic' on every page it
// sends, cached ones included (lib/server/script-nonce.ts).
// Frames: a page may frame only this site (the filing page's PDF preview); the document
// proxy (/api/documents/…) sets its own policy, which lets only this site frame a document
// and runs nothing in iXBRL (lib/documents/service.ts).

/** The CSP of every page but the embeds. React's development build needs eval. */
const PAGE_CSP = [
  "frame-ancestors 'none'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "object-src 'none'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3', 'ioredis', 'playwright-core'],
  // Cached pages (lib/pages/page-cache.ts) live in memory only, at most this many bytes per
  // instance, least recently used first out: writing every company page ever visited to disk
  // would grow without bound (the data cache, lib/gateway, is what survives and is shared).
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  async headers() {
    return [
      {
        // Everything: no content-type guessing, and other sites see only this site's origin as referrer.
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        // The card is plain HTML with inline CSS: nothing runs, nothing loads (EMBED_CSP in lib/share/embed.ts).
        source: '/embed/:path*',
        headers: [
          {
            key: 'Content-Security-Policy',
            value:
              "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors *",
          },
        ],
      },
      {
        // Everything but /embed and the document proxy, and what lies under them.
        source: '/((?!embed(?:/|$)|api/documents/).*)',
        headers: [
          { key: 'Content-Security-Policy', value: PAGE_CSP },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

export default nextConfig;
