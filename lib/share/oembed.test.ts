import { describe, expect, it } from 'vitest';
import { oembedResponse, parseOembedRequest } from './oembed';

const HOSTS = ['registry.example.org', '127.0.0.1:3000'];
const parse = (query: Record<string, string>) => parseOembedRequest(new URLSearchParams(query), HOSTS);
const page = 'https://registry.example.org/company/00719244';

describe('parseOembedRequest', () => {
  it('reads a company page, any of its sections and the embed itself', () => {
    expect(parse({ url: page })).toEqual({
      ok: true,
      target: { companyNumber: '00719244', width: 480, height: 300, theme: 'light' },
    });
    expect(parse({ url: `${page}/officers?page=2`, format: 'json' })).toMatchObject({
      ok: true,
      target: { companyNumber: '00719244' },
    });
    expect(parse({ url: 'http://127.0.0.1:3000/embed/company/SC202817?theme=dark' })).toMatchObject({
      ok: true,
      target: { companyNumber: 'SC202817', theme: 'dark' },
    });
    expect(parse({ url: `${page}/`, theme: 'dark' })).toMatchObject({ ok: true, target: { theme: 'dark' } });
  });

  it('honours maxwidth and maxheight, never exceeding them', () => {
    expect(parse({ url: page, maxwidth: '320', maxheight: '200' })).toMatchObject({
      ok: true,
      target: { width: 320, height: 200, maxwidth: 320, maxheight: 200 },
    });
    expect(parse({ url: page, maxwidth: '2000' })).toMatchObject({ ok: true, target: { width: 480, height: 300 } });
  });

  it('answers 400 for a missing or malformed request', () => {
    expect(parse({})).toMatchObject({ ok: false, status: 400, parameter: 'url' });
    expect(parse({ url: '  ' })).toMatchObject({ ok: false, status: 400 });
    expect(parse({ url: 'company/00719244' })).toMatchObject({ ok: false, status: 400 });
    expect(parse({ url: 'javascript:alert(1)' })).toMatchObject({ ok: false, status: 400 });
    expect(parse({ url: `https://registry.example.org/${'x'.repeat(3000)}` })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(parse({ url: page, maxwidth: 'wide' })).toMatchObject({ ok: false, status: 400, parameter: 'maxwidth' });
    expect(parse({ url: page, maxheight: '0' })).toMatchObject({ ok: false, status: 400, parameter: 'maxheight' });
  });

  it('answers 501 for formats other than JSON', () => {
    expect(parse({ url: page, format: 'xml' })).toMatchObject({ ok: false, status: 501, parameter: 'format' });
    expect(parse({ url: page, format: 'JSON' })).toMatchObject({ ok: true });
  });

  it('answers 404 for other hosts and for pages it does not embed', () => {
    expect(parse({ url: 'https://elsewhere.example/company/00719244' })).toMatchObject({ ok: false, status: 404 });
    expect(parse({ url: 'https://registry.example.org.evil.example/company/00719244' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(parse({ url: 'https://registry.example.org/search?q=tesco' })).toMatchObject({ ok: false, status: 404 });
    expect(parse({ url: 'https://registry.example.org/officers/abc/appointments' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(parse({ url: 'https://registry.example.org/company/719244' })).toMatchObject({ ok: false, status: 404 });
    expect(parse({ url: 'https://registry.example.org/company/' })).toMatchObject({ ok: false, status: 404 });
  });
});

describe('oembedResponse', () => {
  const target = { companyNumber: '00719244', width: 480, height: 300, theme: 'light' as const };

  it('is a rich oEmbed 1.0 answer whose HTML frames the embed route', () => {
    const body = oembedResponse(target, 'ALBION <CONSOLIDATED> "HOLDINGS" PLC', 'https://registry.example.org');
    expect(body).toMatchObject({
      type: 'rich',
      version: '1.0',
      title: 'ALBION <CONSOLIDATED> "HOLDINGS" PLC (00719244)',
      provider_name: 'Registry browser',
      provider_url: 'https://registry.example.org/',
      width: 480,
      height: 300,
      thumbnail_url: 'https://registry.example.org/company/00719244/opengraph-image',
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    expect(body.html).toMatch(
      /^<iframe src="https:\/\/registry\.example\.org\/embed\/company\/00719244" width="480" height="300" /,
    );
    expect(body.html).toContain(
      'title="ALBION &lt;CONSOLIDATED&gt; &quot;HOLDINGS&quot; PLC (00719244): company card"',
    );
  });

  it('passes the theme on and leaves out a thumbnail larger than the limits', () => {
    const body = oembedResponse(
      { ...target, theme: 'dark', width: 320, height: 200, maxwidth: 320, maxheight: 200 },
      'X',
      'https://registry.example.org',
    );
    expect(body.html).toContain(
      'src="https://registry.example.org/embed/company/00719244?theme=dark" width="320" height="200"',
    );
    expect(body.thumbnail_url).toBeUndefined();
  });
});

describe('oEmbed title from hostile registry text', () => {
  const hostile = `EVIL "><script>alert(1)</script><img src=x onerror=alert(2)> & 'CO' LTD`;

  it('stays raw text in the JSON title and inert in the html every consumer pastes', () => {
    const body = oembedResponse(
      { companyNumber: '00719244', width: 480, height: 300, theme: 'light' },
      hostile,
      'https://registry.example.org',
    );
    expect(body.title).toBe(`${hostile} (00719244)`);
    // The html is one iframe and nothing else: no tag or attribute escapes the title.
    expect(body.html.match(/</g)).toHaveLength(2);
    expect(body.html).toMatch(/^<iframe [^<>]*><\/iframe>$/);
    expect(body.html).not.toMatch(/<script|"><s|'CO'/);
    const title = /title="([^"]*)"/.exec(body.html)![1]!;
    expect(
      title
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ).toBe(`${hostile} (00719244): company card`);
  });
});
