// The request header proxy.ts sets to the address being rendered (path and query), for pages
// that receive no props (not-found pages). proxy.ts overwrites any copy a client sends.
export const PAGE_URL_HEADER = 'x-registry-browser-page-url';
