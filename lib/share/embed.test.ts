import { describe, expect, it } from 'vitest';
import type { CompanyCardFacts } from './company-card';
import { embedIframeHtml, embedPath, embedTheme, escapeHtml, renderEmbedHtml } from './embed';

const facts: CompanyCardFacts = {
  name: 'SMITH & SONS <script>alert("x")</script> LTD',
  number: '01234567',
  status: { text: 'Active', tone: 'positive' },
  type: 'Private company limited by shares',
  createdTerm: 'Incorporated on',
  created: '2 July 2002',
  office: `1 "Quoted" Road, O'Hara's Yard, Leeds`,
  town: 'Leeds',
  sic: [
    { code: '62020', label: 'Information technology <consultancy> activities' },
    { code: '70229', label: 'Management consultancy' },
  ],
};

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('embedTheme', () => {
  it('is dark only when asked for exactly, light otherwise', () => {
    expect(embedTheme('dark')).toBe('dark');
    expect(embedTheme('light')).toBe('light');
    expect(embedTheme(null)).toBe('light');
    expect(embedTheme('DARK')).toBe('light');
    expect(embedTheme('"><script>')).toBe('light');
  });
});

describe('renderEmbedHtml', () => {
  const html = renderEmbedHtml({ kind: 'company', facts, href: '/company/01234567' }, 'light');

  it('escapes every value written into the card', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('SMITH &amp; SONS &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; LTD');
    expect(html).toContain('1 &quot;Quoted&quot; Road, O&#39;Hara&#39;s Yard, Leeds');
    expect(html).toContain('Information technology &lt;consultancy&gt; activities');
  });

  it('shows the company’s facts and links to its page outside the frame', () => {
    expect(html).toContain('<b>01234567</b>');
    expect(html).toContain('>Active<');
    expect(html).toContain('<dt>Incorporated</dt><dd title="2 July 2002">2 July 2002</dd>');
    expect(html).toContain('62020 Information technology &lt;consultancy&gt; activities (+1 more)');
    expect(html).toMatch(/<a href="\/company\/01234567" target="_blank" rel="noopener">View full record/);
  });

  it('is a self-contained document: inline style, no script, no outside resources', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|<img|src=/);
  });

  it('draws the theme it is given', () => {
    expect(html).toContain('<html lang="en-GB" class="light">');
    expect(renderEmbedHtml({ kind: 'company', facts, href: '/company/01234567' }, 'dark')).toContain(
      '<html lang="en-GB" class="dark">',
    );
  });

  it('says clearly when the company does not exist or cannot be read', () => {
    const missing = renderEmbedHtml({ kind: 'not-found', companyNumber: '<99999999>' }, 'light');
    expect(missing).toContain('No company with number &lt;99999999&gt;');
    const unavailable = renderEmbedHtml(
      { kind: 'unavailable', companyNumber: '01234567', href: '/company/01234567', message: 'The registry is busy.' },
      'dark',
    );
    expect(unavailable).toContain('The registry is busy.');
    expect(unavailable).toContain('Open the full record');
  });
});

describe('embed code', () => {
  it('frames the embed route lazily, with an escaped title', () => {
    expect(embedPath('01234567')).toBe('/embed/company/01234567');
    expect(embedPath('01234567', 'dark')).toBe('/embed/company/01234567?theme=dark');
    expect(embedIframeHtml({ src: 'https://r.example/embed/company/01234567', title: 'A "B" & C' })).toBe(
      '<iframe src="https://r.example/embed/company/01234567" width="480" height="300" title="A &quot;B&quot; &amp; C" loading="lazy" style="border:0;max-width:100%" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });
});
