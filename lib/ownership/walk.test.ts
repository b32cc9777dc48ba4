import { describe, expect, it } from 'vitest';
import { corporate, fakeReader, person, statement, ukCompany, type FakeCompany } from './testing';
import { walkOwnership } from './walk';
import { CallBudget } from '@/lib/gateway/session';

const MAJORITY = ['ownership-of-shares-75-to-100-percent', 'voting-rights-75-to-100-percent'];
const HALF = ['ownership-of-shares-25-to-50-percent'];

/** A chain of `levels` UK companies above 00000001, with a person at the top. */
function chain(levels: number): Record<string, FakeCompany> {
  const register: Record<string, FakeCompany> = {};
  for (let level = 0; level < levels; level++) {
    const number = String(level + 1).padStart(8, '0');
    const parent = String(level + 2).padStart(8, '0');
    register[number] = {
      name: `LEVEL ${level} LIMITED`,
      pscs: [corporate(number, `LEVEL ${level + 1} LIMITED`, MAJORITY, ukCompany(parent))],
    };
  }
  const top = String(levels + 1).padStart(8, '0');
  register[top] = { name: `LEVEL ${levels} LIMITED`, pscs: [person(top, 'Jane SMITH', MAJORITY)] };
  return register;
}

describe('walkOwnership', () => {
  it('walks a chain of UK companies up to the person at the top, one PSC list and one profile a level', async () => {
    const { reader, calls } = fakeReader(chain(5));
    const graph = (await walkOwnership(reader, '00000001'))!;
    expect(graph.nodes.filter((node) => node.kind === 'company')).toHaveLength(6);
    const top = graph.nodes.find((node) => node.kind === 'individual')!;
    expect(top).toMatchObject({ name: 'Jane SMITH', level: 6, date_of_birth: { month: 4, year: 1970 } });
    expect(graph.ultimate_owners).toEqual([top.id]);
    expect(
      graph.nodes.filter((node) => node.kind === 'company').every((node) => node.level === 0 || node.verified),
    ).toBe(true);
    // The root's profile, then per level a PSC list and the parent's profile; never the same call twice.
    expect(calls).toHaveLength(1 + 6 + 5);
    expect(new Set(calls).size).toBe(calls.length);
    expect(graph.registry_calls).toBe(calls.length);
  });

  it('stops, making no more calls, once its signal is aborted (the client went away)', async () => {
    const { reader, calls } = fakeReader(chain(8));
    const controller = new AbortController();
    const stopping = {
      ...reader,
      pscList: (companyNumber: string) => {
        if (calls.length >= 3) controller.abort();
        return reader.pscList(companyNumber);
      },
    };
    await expect(walkOwnership(stopping, '00000001', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const made = calls.length;
    expect(made).toBeLessThanOrEqual(5);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(made);
  });

  it('costs no calls when everything is cached', async () => {
    const register = chain(3);
    const { reader, calls } = fakeReader(register, new Set(Object.keys(register)));
    const graph = (await walkOwnership(reader, '00000001'))!;
    expect(calls).toEqual([]);
    expect(graph.registry_calls).toBe(0);
  });

  it('stops at a foreign parent, which is an ultimate owner with its country', async () => {
    const { reader } = fakeReader({
      '00000001': {
        name: 'UK SUB LIMITED',
        pscs: [
          corporate('00000001', 'ACME GROUP INC', MAJORITY, {
            legal_authority: 'Delaware General Corporation Law',
            legal_form: 'Corporation',
            place_registered: 'Delaware Division Of Corporations',
            country_registered: 'United States',
            registration_number: '4455667',
          }),
        ],
      },
    });
    const graph = (await walkOwnership(reader, '00000001'))!;
    const parent = graph.nodes.find((node) => node.kind === 'corporate-entity')!;
    expect(parent).toMatchObject({ name: 'ACME GROUP INC', jurisdiction: 'United States' });
    expect(parent.verified).toBeUndefined();
    expect(graph.ultimate_owners).toEqual([parent.id]);
  });

  it('does not follow a UK number that is not on the register, or whose name differs: both unverified with the reason', async () => {
    const { reader, calls } = fakeReader({
      '00000001': {
        name: 'TARGET LIMITED',
        pscs: [
          corporate('00000001', 'MISSING HOLDINGS LIMITED', HALF, ukCompany('77777777')),
          corporate('00000001', 'RIGHT NAME LIMITED', HALF, ukCompany('00000002')),
          corporate('00000001', 'NO NUMBER LIMITED', ['significant-influence-or-control'], {
            legal_authority: 'Companies Act 2006',
            place_registered: 'England And Wales',
          }),
        ],
      },
      '00000002': { name: 'QUITE ANOTHER COMPANY LTD', pscs: [person('00000002', 'Never Read', MAJORITY)] },
    });
    const graph = (await walkOwnership(reader, '00000001'))!;
    const byName = Object.fromEntries(graph.nodes.map((node) => [node.name, node]));
    expect(byName['MISSING HOLDINGS LIMITED']).toMatchObject({
      verified: false,
      unverified_reason: 'no company 77777777 on the register',
    });
    expect(byName['RIGHT NAME LIMITED']).toMatchObject({
      verified: false,
      unverified_reason: 'company 00000002 on the register is QUITE ANOTHER COMPANY LTD',
    });
    expect(byName['NO NUMBER LIMITED']).toMatchObject({
      verified: false,
      unverified_reason: 'no registration number given',
    });
    expect(calls).not.toContain('/company/00000002/persons-with-significant-control');
    expect(graph.ultimate_owners).toEqual([]);
  });

  it('matches names without LIMITED/LTD/PLC, case or punctuation', async () => {
    const { reader } = fakeReader({
      '00000001': {
        name: 'SUB LIMITED',
        pscs: [corporate('00000001', 'Smith & Sons (Holdings) Ltd.', MAJORITY, ukCompany('1 2'))],
      },
      '00000012': { name: 'SMITH AND SONS (HOLDINGS) LIMITED', pscs: [person('00000012', 'Ann SMITH', MAJORITY)] },
    });
    const graph = (await walkOwnership(reader, '00000001'))!;
    expect(graph.nodes.find((node) => node.id === 'company:00000012')).toMatchObject({ verified: true });
  });

  it('marks the edge that closes a cycle and stops there', async () => {
    const { reader } = fakeReader({
      '00000001': { name: 'A LIMITED', pscs: [corporate('00000001', 'B LIMITED', MAJORITY, ukCompany('00000002'))] },
      '00000002': { name: 'B LIMITED', pscs: [corporate('00000002', 'C LIMITED', MAJORITY, ukCompany('00000003'))] },
      '00000003': { name: 'C LIMITED', pscs: [corporate('00000003', 'A LIMITED', MAJORITY, ukCompany('00000001'))] },
    });
    const graph = (await walkOwnership(reader, '00000001'))!;
    const circular = graph.edges.filter((edge) => edge.circular);
    expect(circular).toEqual([expect.objectContaining({ source: 'company:00000001', target: 'company:00000003' })]);
    expect(graph.edges).toHaveLength(3);
    expect(graph.ultimate_owners).toEqual([]);
  });

  it('draws a joint venture as two owners, and a shared parent met twice once, without calling it circular', async () => {
    const { reader } = fakeReader({
      '00000001': {
        name: 'JV LIMITED',
        pscs: [
          corporate('00000001', 'LEFT LIMITED', HALF, ukCompany('00000002')),
          corporate('00000001', 'RIGHT LIMITED', HALF, ukCompany('00000003')),
        ],
      },
      '00000002': {
        name: 'LEFT LIMITED',
        pscs: [corporate('00000002', 'TOP LIMITED', MAJORITY, ukCompany('00000004'))],
      },
      '00000003': {
        name: 'RIGHT LIMITED',
        pscs: [corporate('00000003', 'TOP LIMITED', MAJORITY, ukCompany('00000004'))],
      },
      '00000004': { name: 'TOP LIMITED', pscs: [person('00000004', 'Sam JONES', MAJORITY)] },
    });
    const graph = (await walkOwnership(reader, '00000001'))!;
    expect(graph.edges.filter((edge) => edge.target === 'company:00000001')).toHaveLength(2);
    expect(graph.nodes.filter((node) => node.id === 'company:00000004')).toHaveLength(1);
    expect(graph.edges.some((edge) => edge.circular)).toBe(false);
    expect(graph.ultimate_owners).toHaveLength(1);
  });

  it('ends a chain at a statement when nobody is named', async () => {
    const { reader } = fakeReader({
      '00000001': {
        name: 'SUB LIMITED',
        pscs: [corporate('00000001', 'PARENT LIMITED', MAJORITY, ukCompany('00000002'))],
      },
      '00000002': {
        name: 'PARENT LIMITED',
        pscs: [],
        statements: [statement('00000002', 'no-individual-or-entity-with-signficant-control')],
      },
    });
    const graph = (await walkOwnership(reader, '00000001'))!;
    expect(graph.nodes.find((node) => node.kind === 'statement')).toMatchObject({
      name: 'no-individual-or-entity-with-signficant-control',
      level: 2,
    });
    expect(graph.ultimate_owners).toEqual([]);
  });

  it('reads statements beside named owners: a PSC not confirming details is drawn next to the people named', async () => {
    const { reader, calls } = fakeReader({
      '00000001': {
        name: 'NAMED LIMITED',
        pscs: [person('00000001', 'Jane SMITH', MAJORITY)],
        statements: [
          statement('00000001', 'psc-details-not-confirmed'),
          statement('00000001', 'psc-has-failed-to-confirm-changed-details', { notified_on: '2022-05-05' }),
          statement('00000001', 'psc-exists-but-not-identified', { ceased_on: '2020-02-02' }),
        ],
      },
    });
    const graph = (await walkOwnership(reader, '00000001'))!;
    expect(calls).toContain('/company/00000001/persons-with-significant-control-statements');
    const statements = graph.nodes.filter((node) => node.kind === 'statement');
    expect(statements.map((node) => node.registry_kind)).toEqual([
      'psc-details-not-confirmed',
      'psc-has-failed-to-confirm-changed-details',
    ]);
    expect(statements.every((node) => node.level === 1)).toBe(true);
    expect(graph.edges.find((edge) => edge.source === statements[1]!.id)).toMatchObject({
      target: 'company:00000001',
      natures_of_control: [],
      notified_on: '2022-05-05',
    });
    // The person is still the ultimate owner; the statements stand beside, not above.
    expect(graph.ultimate_owners).toEqual([graph.nodes.find((node) => node.kind === 'individual')!.id]);
    expect(graph.truncated).toEqual([]);
  });

  it('says the statements were not read when the budget is spent, or the registry fails, rather than leaving them out', async () => {
    const register = {
      '00000001': {
        name: 'NAMED LIMITED',
        pscs: [person('00000001', 'Jane SMITH', MAJORITY)],
        statements: [statement('00000001', 'psc-details-not-confirmed')],
      },
    };
    const { reader, calls } = fakeReader(register);
    // The profile and the PSC list spend the budget.
    const graph = (await walkOwnership(reader, '00000001', { budget: new CallBudget(2) }))!;
    expect(calls).not.toContain('/company/00000001/persons-with-significant-control-statements');
    expect(graph.nodes.some((node) => node.kind === 'individual')).toBe(true);
    expect(graph.truncated).toEqual([{ node: 'company:00000001', reason: 'budget', part: 'statements' }]);

    const failing = fakeReader(register).reader;
    failing.pscStatements = () => Promise.reject(new Error('registry down'));
    const failed = (await walkOwnership(failing, '00000001'))!;
    expect(failed.truncated).toEqual([{ node: 'company:00000001', reason: 'unavailable', part: 'statements' }]);
  });

  it('leaves ceased relationships out unless asked, and then keeps their end date', async () => {
    const register = {
      '00000001': {
        name: 'A LIMITED',
        pscs: [
          person('00000001', 'Old OWNER', MAJORITY, { ceased_on: '2022-02-02' }),
          person('00000001', 'New OWNER', MAJORITY),
        ],
      },
    };
    expect((await walkOwnership(fakeReader(register).reader, '00000001'))!.edges).toHaveLength(1);
    const withCeased = (await walkOwnership(fakeReader(register).reader, '00000001', { includeCeased: true }))!;
    expect(withCeased.edges.find((edge) => edge.ceased_on)).toMatchObject({ ceased_on: '2022-02-02' });
  });

  it('shows at most 25 owners a company and 10 levels, saying what it left out, and expands on request', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      person('00000001', `Owner ${i}`, ['significant-influence-or-control']),
    );
    const { reader } = fakeReader({ '00000001': { name: 'WIDE LIMITED', pscs: many } });
    const graph = (await walkOwnership(reader, '00000001'))!;
    expect(graph.nodes.filter((node) => node.kind === 'individual')).toHaveLength(25);
    expect(graph.truncated).toEqual([{ node: 'company:00000001', reason: 'owners', size: 5 }]);
    const expanded = (await walkOwnership(reader, '00000001', { expand: new Set(['company:00000001']) }))!;
    expect(expanded.nodes.filter((node) => node.kind === 'individual')).toHaveLength(30);

    const deep = (await walkOwnership(fakeReader(chain(14)).reader, '00000001'))!;
    expect(Math.max(...deep.nodes.map((node) => node.level))).toBe(10);
    expect(deep.truncated).toEqual([{ node: 'company:00000011', reason: 'levels', size: 10 }]);
  });

  it('stops within its request budget and marks where', async () => {
    const { reader, calls } = fakeReader(chain(8));
    const graph = (await walkOwnership(reader, '00000001', { budget: new CallBudget(6) }))!;
    expect(calls.length).toBeLessThanOrEqual(6);
    expect(graph.truncated.some((cut) => cut.reason === 'budget')).toBe(true);
  });

  it('answers undefined for a company the register does not have', async () => {
    expect(await walkOwnership(fakeReader({}).reader, '99999999')).toBeUndefined();
  });
});
