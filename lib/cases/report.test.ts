import { describe, expect, it } from 'vitest';
import type { SerializedNetwork } from '@/lib/network/graph';
import { graphSvg, reportHtml } from './report';
import { EMPTY_GRAPH_NOTES } from './store';

const graph: SerializedNetwork = {
  attributes: { seed: 'case:x', depth: 1, status: 'all', truncated: [], requests: 0 },
  options: { type: 'mixed', multi: true, allowSelfLoops: false },
  nodes: [
    { key: 'company:00000001', attributes: { kind: 'company', label: 'ACME <LIMITED>', depth: 0, case_item: true } },
    { key: 'officer:abc', attributes: { kind: 'officer', label: 'SMITH, Jo', depth: 1, analyst_label: 'the fixer' } },
  ],
  edges: [
    {
      key: 'e1',
      source: 'officer:abc',
      target: 'company:00000001',
      attributes: { kind: 'appointment', officer_role: 'director' },
    },
    {
      key: 'analyst:1',
      source: 'officer:abc',
      target: 'company:00000001',
      undirected: true,
      attributes: { kind: 'analyst-link', label: 'controls' },
    },
  ],
};

describe('the case report', () => {
  const html = reportHtml({
    record: {
      id: 'case1',
      title: 'Ring <script>alert(1)</script>',
      notes: 'Watch "them"',
      tags: ['phoenix'],
      graph: EMPTY_GRAPH_NOTES,
      createdAt: 0,
      updatedAt: 0,
      readToken: 'r',
      editToken: 'e',
      seenSeq: 0,
    },
    items: [
      {
        item_id: 'i1',
        kind: 'company',
        href: '/company/00000001',
        note: 'first <b>',
        added_at: '2026-01-01T00:00:00.000Z',
        title: 'ACME <LIMITED>',
        company_number: '00000001',
        facts: [
          {
            label: 'Status',
            value: 'active',
            source: 'embedded registry /company/00000001',
            retrieved_at: '2026-11-28T10:00:00.000Z',
          },
        ],
      },
    ],
    signals: new Map([['i1', { unread: 'the registry did not answer' }]]),
    graph,
    events: [
      {
        date: '2001-02-03',
        kind: 'incorporation',
        title: 'ACME incorporated',
        href: '/company/00000001',
        item_id: 'i1',
        source: 'embedded registry /company/00000001',
      },
    ],
    unread: [],
    origin: 'https://app.example',
    generatedAt: new Date('2026-11-28T10:00:00Z'),
    registry: 'embedded registry',
  });

  it('is one self-contained page: no script, no outside stylesheet or image, everything escaped', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link|<img|@import|url\(/i);
    expect(html).toContain('Ring &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('first &lt;b&gt;');
    expect(html).toContain('<svg');
  });

  it('gives every fact its source and retrieval time, absolute links, the chronology and the notes', () => {
    expect(html).toContain('embedded registry /company/00000001<br>retrieved 2026-11-28T10:00:00.000Z');
    expect(html).toContain('https://app.example/company/00000001');
    expect(html).toContain('2001-02-03');
    expect(html).toContain('Watch &quot;them&quot;');
    expect(html).toContain('Signals not read: the registry did not answer');
  });

  it('draws the graph with the analyst’s links and labels', () => {
    const svg = graphSvg(graph);
    expect(svg).toContain('controls');
    expect(svg).toContain('SMITH, Jo — the fixer');
    expect(svg).toContain('ACME &lt;LIMITED&gt;');
    expect(svg.match(/<circle/g)).toHaveLength(2);
  });
});
