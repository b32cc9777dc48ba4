import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordPreview, sitePreview } from './preview-image';
import { drawable } from './preview-fonts';

afterEach(() => vi.unstubAllGlobals());

/** Fetch with the network forbidden: only `data:` URLs (next/og's own wasm) are read. */
function forbidNetwork() {
  const realFetch = globalThis.fetch;
  const reached: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('data:')) return realFetch(input, init);
    reached.push(url);
    throw new Error(`preview images must not fetch ${url}`);
  });
  return reached;
}

const isPng = (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(1, 4)) === 'PNG';

describe('preview images', () => {
  it('draws unusual characters without reaching the internet', async () => {
    const reached = forbidNetwork();
    const response = recordPreview(
      {
        kind: 'Company',
        title: 'ÆØÅ Ŀtd — Ελληνικά Кириллица Tiếng Việt 漢字 العربية עברית हिन्दी 😀 ✓ ∑ 𝔘',
        subtitle: 'Łódź · Zürich · İstanbul \u0007',
        badge: { text: 'Active ✅', tone: 'positive' },
        facts: [{ term: 'Incorporated', value: '1 Jan 2020 🎉👨‍👩‍👧' }],
      },
      'https://registry.example',
    );
    expect(response.status).toBe(200);
    expect(isPng(new Uint8Array(await response.arrayBuffer()))).toBe(true);
    expect(reached).toEqual([]);
  });

  it("draws the site's card with a note without reaching the internet", async () => {
    const reached = forbidNetwork();
    const response = sitePreview('https://xn--bcher-kva.example', { status: 404, note: 'Not found: 株式会社 😀' });
    expect(isPng(new Uint8Array(await response.arrayBuffer()))).toBe(true);
    expect(reached).toEqual([]);
  });

  it('keeps what the bundled fonts draw and replaces each run of what they cannot', () => {
    expect(drawable('Łódź Zürich Ελληνικά Кириллица Tiếng Việt')).toBe('Łódź Zürich Ελληνικά Кириллица Tiếng Việt');
    expect(drawable('ACME 漢字 😀 LTD')).toBe('ACME … … LTD');
    expect(drawable('A\u0000B\u0007C')).toBe('ABC');
  });
});
