// documentFormatsFor over a stub gateway: every row read on an unmetered registry; on a metered one
// within the page's budget (cache hits free), iXBRL candidates first, the rest "not-read" with why.
import { afterEach, describe, expect, it } from 'vitest';
import { registryOf, setRegistry, type Gateway } from '@/lib/gateway';
import { RegistryError } from '@/lib/registry/errors';
import { documentFormatsFor } from './service';

const id = (letter: string) => letter.repeat(43);
const PDF = { 'application/pdf': { content_length: 1000 } };
const BOTH = { ...PDF, 'application/xhtml+xml': { content_length: 500 } };

function useStub(
  resources: Record<string, Record<string, { content_length?: number }> | 'missing' | 'down'>,
  { metered, low = false, cached = new Set<string>() }: { metered: boolean; low?: boolean; cached?: Set<string> },
) {
  const asked: string[] = [];
  const gateway = {
    mode: metered ? 'remote' : 'embedded',
    budgetLow: async () => low,
    fetch: async (_name: string, params: { document_id: string }) => {
      asked.push(params.document_id);
      const held = resources[params.document_id];
      if (held === 'missing' || held === undefined) throw new RegistryError('not-found', 'no such document');
      if (held === 'down') throw new RegistryError('upstream', 'the registry failed');
      return { data: { resources: held }, cache: cached.has(params.document_id) ? 'hit' : 'miss' };
    },
  } as unknown as Gateway;
  setRegistry(registryOf(gateway, { metered }));
  return asked;
}

afterEach(() => setRegistry(undefined));

describe('documentFormatsFor', () => {
  it('reads every document on an unmetered registry: PDF-only accounts are PDF only', async () => {
    useStub({ [id('A')]: PDF, [id('B')]: BOTH, [id('C')]: 'missing', [id('D')]: 'down' }, { metered: false });
    const checks = await documentFormatsFor(
      ['A', 'B', 'C', 'D'].map((letter) => ({ documentId: id(letter) })),
      { log: () => {} },
    );
    expect(checks[id('A')]).toEqual({ status: 'read', formats: [{ format: 'pdf', content_length: 1000 }] });
    expect(checks[id('B')]).toEqual({
      status: 'read',
      formats: [
        { format: 'pdf', content_length: 1000 },
        { format: 'xhtml', content_length: 500 },
      ],
    });
    expect(checks[id('C')]).toMatchObject({ status: 'not-read' });
    expect(checks[id('D')]).toEqual({ status: 'not-read', reason: 'the registry did not answer for it' });
  });

  it('on a metered registry reads within the page’s budget, likely iXBRL first, and says why the rest were not', async () => {
    const asked = useStub({ [id('A')]: PDF, [id('B')]: BOTH, [id('C')]: PDF }, { metered: true });
    const checks = await documentFormatsFor(
      [{ documentId: id('A') }, { documentId: id('C') }, { documentId: id('B'), mayHaveIxbrl: true }],
      { maxReads: 2 },
    );
    expect(asked).toEqual([id('B'), id('A')]);
    expect(checks[id('B')]).toMatchObject({ status: 'read' });
    expect(checks[id('A')]).toMatchObject({ status: 'read' });
    expect(checks[id('C')]).toEqual({ status: 'not-read', reason: 'this page’s share of registry reads is spent' });
  });

  it('reads nothing when the budget is low, and says so', async () => {
    const asked = useStub({ [id('A')]: PDF }, { metered: true, low: true });
    expect(await documentFormatsFor([{ documentId: id('A') }])).toEqual({
      [id('A')]: { status: 'not-read', reason: 'the registry’s request budget is low' },
    });
    expect(asked).toEqual([]);
  });
});
