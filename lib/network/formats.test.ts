import { describe, expect, it } from 'vitest';
import { buildNetwork } from './build';
import { networkEdgesCsv, networkGexf } from './formats';
import { chainRegister, fakeNetworkReader, number } from './testing';

async function sample() {
  const register = chainRegister(3);
  register.companies[number(1)]!.name = 'SMITH & <SONS> "LTD"';
  register.appointments[1]!.resigned_on = '2020-01-01';
  const graph = (await buildNetwork(
    fakeNetworkReader(register).reader,
    { kind: 'company', companyNumber: number(0) },
    { depth: 3 },
  ))!;
  // Another kind of edge, added after the build as net-ident will.
  graph.addEdge({
    key: 'same:P0~P1',
    source: 'officer:P0',
    target: 'officer:P1',
    undirected: true,
    attributes: { kind: 'possibly-same-person', score: 0.75, evidence: ['same name', 'same month of birth'] },
  });
  return graph.toJSON();
}

/** Tags open and close in order, and every attribute value names a declared attribute: what Gephi needs to read the file. */
function checkWellFormed(xml: string) {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([a-zA-Z:]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
}

describe('networkGexf', () => {
  it('writes GEXF 1.3 with every attribute declared and typed, text escaped', async () => {
    const network = await sample();
    const gexf = networkGexf(network);
    expect(gexf.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gexf xmlns="http://gexf.net/1.3"')).toBe(true);
    expect(gexf).toContain('version="1.3"');
    checkWellFormed(gexf.replace(/^<\?xml[^>]*\?>/, ''));
    const declared = new Set([...gexf.matchAll(/<attribute id="([^"]+)"/g)].map((m) => m[1]));
    const used = new Set([...gexf.matchAll(/<attvalue for="([^"]+)"/g)].map((m) => m[1]));
    for (const name of used) expect(declared).toContain(name);
    expect(gexf).toContain('<attribute id="depth" title="depth" type="integer"/>');
    expect(gexf).toContain('<attribute id="score" title="score" type="double"/>');
    expect(gexf).toContain('label="SMITH &amp; &lt;SONS&gt; &quot;LTD&quot;"');
    expect(gexf).toContain('type="undirected"');
    expect(gexf).toContain('<attvalue for="evidence" value="same name; same month of birth"/>');
    expect(gexf.match(/<node /g)).toHaveLength(network.nodes.length);
    expect(gexf.match(/<edge /g)).toHaveLength(network.edges.length);
  });
});

describe('networkEdgesCsv', () => {
  it('writes one row per edge with both ends named, dates, and other attributes', async () => {
    const network = await sample();
    const lines = networkEdgesCsv(network)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Source,Source name,Target,Target name,Kind,Role,Appointed on,Resigned on,Other');
    expect(lines).toHaveLength(network.edges.length + 1);
    expect(lines).toContain(
      `officer:P0,"PERSON, Number 0",company:${number(1)},"SMITH & <SONS> ""LTD""",appointment,director,2012-01-01,2020-01-01,`,
    );
    expect(lines.at(-1)).toContain('possibly-same-person');
    expect(lines.at(-1)).toContain('score=0.75; evidence=same name; same month of birth');
  });
});
