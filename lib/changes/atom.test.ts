import { describe, expect, it } from 'vitest';
import { atomFeed, entryId } from './atom';
import type { Change } from './events';

const change = (seq: number, overrides: Partial<Change> = {}): Change => ({
  seq,
  stream: 'officers',
  timepoint: 100 + seq,
  kind: 'officer',
  companyNumber: '00719244',
  resourceKind: 'company-officers',
  resourceUri: `/company/00719244/appointments/A${seq}`,
  resourceId: `A${seq}`,
  type: 'changed',
  publishedAt: `2026-11-2${seq}T10:00:00.000Z`,
  data: { name: 'SMITH, Jane', officer_role: 'director', resigned_on: '2026-11-20' },
  ...overrides,
});

/** The elements RFC 4287 requires, and well-formed XML (tags balanced, text escaped). */
function checkAtom(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(
    true,
  );
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // No raw ampersand or angle bracket in text.
  expect(body.replace(/<[^>]+>/g, '')).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|[<>]/);
  const feedHead = body.split('<entry>')[0]!;
  for (const required of ['<id>', '<title>', '<updated>', '<author>']) expect(feedHead).toContain(required);
  for (const entry of body.split('<entry>').slice(1))
    for (const required of ['<id>', '<title>', '<updated>', '<link ']) expect(entry).toContain(required);
  for (const [, date] of xml.matchAll(/<updated>([^<]*)<\/updated>/g))
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
}

describe('Atom feeds', () => {
  const options = {
    title: 'Changes at ALBION & SONS <PLC> (00719244)',
    selfUrl: 'https://registry.example.org/company/00719244/feed.xml',
    pageUrl: 'https://registry.example.org/company/00719244',
    origin: 'https://registry.example.org',
  };

  it('is a valid Atom document, with the changes as entries in words, linked to the record', () => {
    const xml = atomFeed({ ...options, changes: [change(2), change(1, { data: { name: 'O’BRIEN & <CO>' } })] });
    checkAtom(xml);
    expect(xml).toContain('<title>Jane Smith resigned as director</title>');
    expect(xml).toContain('href="https://registry.example.org/company/00719244/appointments/A2"');
    expect(xml).toContain('ALBION &amp; SONS &lt;PLC&gt;');
    expect(xml).toContain('<updated>2026-11-22T10:00:00.000Z</updated>\n  <link rel="self"');
  });

  it('has an entry for a removed record, linked to the list it was in (its own page is gone)', () => {
    const removed = change(3, { type: 'deleted', data: { name: 'SMITH, Jane', officer_role: 'director' } });
    const xml = atomFeed({ ...options, changes: [removed, change(2)] });
    checkAtom(xml);
    const entry = xml.split('<entry>')[1]!;
    expect(entry).toContain('<title>Jane Smith’s appointment as director removed from the register</title>');
    expect(entry).toContain('href="https://registry.example.org/company/00719244/officers"');
    expect(entry).toContain('(company-officers, deleted).</summary>');
    expect(entry).toContain('<id>tag:registry.example.org,2026:change/officers/103</id>');
  });

  it('gives each event an id that never changes', () => {
    expect(entryId(options.origin, change(1))).toBe('tag:registry.example.org,2026:change/officers/101');
    expect(atomFeed({ ...options, changes: [change(1)] })).toContain(
      '<id>tag:registry.example.org,2026:change/officers/101</id>',
    );
  });

  it('is still valid with no entries', () => {
    const xml = atomFeed({ ...options, changes: [], now: new Date('2026-11-26T00:00:00Z') });
    checkAtom(xml);
    expect(xml).toContain('<updated>2026-11-26T00:00:00.000Z</updated>');
  });
});
