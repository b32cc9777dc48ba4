import { CallBudget } from '@/lib/gateway/session';
import { describe, expect, it } from 'vitest';
import { RegistryError } from '@/lib/registry/errors';
import { buildNetwork, NETWORK_CAPS } from './build';
import { chainRegister, fakeNetworkReader, number, starRegister as star, type FakeRegister } from './testing';

const company = (i: number) => ({ kind: 'company' as const, companyNumber: number(i) });

describe('buildNetwork', () => {
  it('counts depth in appointment edges from a company', async () => {
    const { reader } = fakeNetworkReader(chainRegister(6));
    const depth1 = (await buildNetwork(reader, company(0), { depth: 1 }))!.toJSON();
    expect(depth1.nodes.map((n) => n.key)).toEqual([`company:${number(0)}`, 'officer:P0']);
    const depth2 = (await buildNetwork(reader, company(0), { depth: 2 }))!.toJSON();
    expect(depth2.nodes.map((n) => [n.key, n.attributes.depth])).toEqual([
      [`company:${number(0)}`, 0],
      ['officer:P0', 1],
      [`company:${number(1)}`, 2],
    ]);
    const depth3 = (await buildNetwork(reader, company(0), { depth: 3 }))!.toJSON();
    expect(depth3.nodes.find((n) => n.key === 'officer:P1')?.attributes.depth).toBe(3);
  });

  it('counts depth from an officer: its companies, then their officers', async () => {
    const { reader } = fakeNetworkReader(chainRegister(4));
    const graph = (await buildNetwork(reader, { kind: 'officer', officerId: 'P1' }, { depth: 2 }))!.toJSON();
    const byDepth = (d: number) =>
      graph.nodes
        .filter((n) => n.attributes.depth === d)
        .map((n) => n.key)
        .sort();
    expect(byDepth(0)).toEqual(['officer:P1']);
    expect(byDepth(1)).toEqual([`company:${number(1)}`, `company:${number(2)}`]);
    expect(byDepth(2)).toEqual(['officer:P0', 'officer:P2']);
    expect(graph.nodes[0]!.attributes).toMatchObject({
      kind: 'officer',
      label: 'PERSON, Number 1',
      appointment_count: 2,
    });
  });

  it('writes appointment edges officer → company as the interface says, resigned_on only when resigned', async () => {
    const register = chainRegister(2);
    register.appointments[1]!.resigned_on = '2020-05-05';
    const { reader } = fakeNetworkReader(register);
    const graph = (await buildNetwork(reader, company(0), { depth: 2 }))!.toJSON();
    expect(graph.options).toEqual({ type: 'mixed', multi: true, allowSelfLoops: false });
    const [current, resigned] = graph.edges;
    expect(current).toMatchObject({ source: 'officer:P0', target: `company:${number(0)}` });
    expect(current!.attributes).toEqual({ kind: 'appointment', officer_role: 'director', appointed_on: '2010-01-01' });
    expect(resigned!.attributes).toEqual({
      kind: 'appointment',
      officer_role: 'director',
      appointed_on: '2012-01-01',
      resigned_on: '2020-05-05',
    });
  });

  it('is undefined for a company or officer not on the register', async () => {
    const { reader } = fakeNetworkReader(chainRegister(2));
    expect(await buildNetwork(reader, company(99), { depth: 2 })).toBeUndefined();
    expect(await buildNetwork(reader, { kind: 'officer', officerId: 'nobody' }, { depth: 2 })).toBeUndefined();
  });

  it('filters by status, roles and years', async () => {
    const register: FakeRegister = {
      companies: { [number(0)]: { name: 'A' } },
      officers: { D: { name: 'D' }, S: { name: 'S' }, X: { name: 'X', corporate: true }, R: { name: 'R' } },
      appointments: [
        { officer: 'D', company: number(0), role: 'director', appointed_on: '2001-01-01' },
        { officer: 'S', company: number(0), role: 'secretary', appointed_on: '2012-01-01' },
        {
          officer: 'X',
          company: number(0),
          role: 'corporate-nominee-director',
          appointed_on: '2005-01-01',
          resigned_on: '2005-01-01',
        },
        { officer: 'R', company: number(0), role: 'director', appointed_on: '1995-01-01', resigned_on: '1999-12-31' },
      ],
    };
    const { reader } = fakeNetworkReader(register);
    const officers = async (options: Parameters<typeof buildNetwork>[2]) =>
      (await buildNetwork(reader, company(0), options))!
        .toJSON()
        .nodes.filter((n) => n.attributes.kind === 'officer')
        .map((n) => n.key)
        .sort();
    expect(await officers({ depth: 1 })).toEqual(['officer:D', 'officer:R', 'officer:S', 'officer:X']);
    expect(await officers({ depth: 1, status: 'active' })).toEqual(['officer:D', 'officer:S']);
    expect(await officers({ depth: 1, roles: new Set(['secretaries']) })).toEqual(['officer:S']);
    expect(await officers({ depth: 1, roles: new Set(['corporate']) })).toEqual(['officer:X']);
    expect(await officers({ depth: 1, roles: new Set(['directors']) })).toEqual([
      'officer:D',
      'officer:R',
      'officer:X',
    ]);
    expect(await officers({ depth: 1, years: { from: 2000, to: 2004 } })).toEqual(['officer:D']);
    expect(await officers({ depth: 1, years: { to: 1996 } })).toEqual(['officer:R']);
  });

  it('draws an officer over the cap without expanding it, and expands it when asked', async () => {
    const { reader, calls } = fakeNetworkReader(star(2, NETWORK_CAPS.officerAppointments + 5));
    const graph = (await buildNetwork(reader, company(0), { depth: 2 }))!.toJSON();
    expect(graph.attributes.truncated).toEqual([
      { node: 'officer:O0', reason: 'cap', size: 56 },
      { node: 'officer:O1', reason: 'cap', size: 56 },
    ]);
    expect(graph.nodes).toHaveLength(3);
    expect(graph.nodes[1]!.attributes).toMatchObject({ appointment_count: 56 });
    expect(calls).toHaveLength(4);

    const expanded = (await buildNetwork(reader, company(0), { depth: 2, expand: new Set(['officer:O1']) }))!.toJSON();
    expect(expanded.attributes.truncated).toEqual([{ node: 'officer:O0', reason: 'cap', size: 56 }]);
    // O1's 56 appointments: the hub company (already drawn) and 55 of its own, over two pages.
    expect(expanded.nodes).toHaveLength(3 + 55);
  });

  it('draws a company over the officer cap without expanding it', async () => {
    const { reader } = fakeNetworkReader(star(NETWORK_CAPS.companyOfficers + 1, 0));
    const graph = (await buildNetwork(reader, company(0), { depth: 2 }))!.toJSON();
    expect(graph.nodes).toHaveLength(1);
    expect(graph.attributes.truncated).toEqual([{ node: `company:${number(0)}`, reason: 'cap', size: 101 }]);
  });

  it('stops at its request budget with truncation markers, cheapest nodes first, never reading a list twice', async () => {
    const register = star(6, 3);
    // O5 is a corporate body (a likely hub): it waits until the people are done.
    register.officers.O5!.corporate = true;
    register.appointments.find((a) => a.officer === 'O5')!.role = 'corporate-director';
    const { reader, calls } = fakeNetworkReader(register);
    const graph = (await buildNetwork(reader, company(0), {
      depth: 3,
      budget: new CallBudget(6),
      concurrency: 2,
    }))!.toJSON();
    expect(graph.attributes.requests).toBe(6);
    expect(calls).toHaveLength(6);
    expect(new Set(calls).size).toBe(calls.length);
    const budget = graph.attributes.truncated.filter((cut) => cut.reason === 'budget').map((cut) => cut.node);
    expect(budget).toContain('officer:O5');
    expect(budget).not.toContain('officer:O0');
  });

  it('reuses cached lists for free', async () => {
    const register = chainRegister(4);
    const cached = new Set([`/company/${number(0)}/officers?0`, '/officers/P0/appointments?0']);
    const { reader, calls } = fakeNetworkReader(register, { cached });
    const graph = (await buildNetwork(reader, company(0), { depth: 3, budget: new CallBudget(2) }))!.toJSON();
    expect(calls).toEqual([`/company/${number(0)}`, `/company/${number(1)}/officers?0`]);
    expect(graph.attributes.truncated).toEqual([]);
  });

  it('stops when the app’s shared budget runs low, and marks a registry refusal as budget', async () => {
    const { reader } = fakeNetworkReader(chainRegister(4));
    const low = (await buildNetwork({ ...reader, budgetLow: async () => true }, company(0), { depth: 2 }))!.toJSON();
    expect(low.attributes.truncated).toEqual([{ node: `company:${number(0)}`, reason: 'budget' }]);
    const refusing = {
      ...reader,
      officerList: () => Promise.reject(new RegistryError('rate-limited', 'busy', { status: 429 })),
    };
    const refused = (await buildNetwork(refusing, company(0), { depth: 2 }))!.toJSON();
    expect(refused.attributes.truncated).toEqual([{ node: `company:${number(0)}`, reason: 'budget' }]);
  });

  it('streams progress with what each step added, ending with every node', async () => {
    const { reader } = fakeNetworkReader(chainRegister(5));
    const seen = new Set<string>();
    const steps: { requests: number; estimate: number }[] = [];
    const graph = await buildNetwork(reader, company(0), {
      depth: 3,
      onProgress: (progress, delta) => {
        steps.push(progress);
        for (const node of delta.nodes) seen.add(node.key);
      },
    });
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.at(-1)!.requests).toBe(graph!.attributes.requests);
    expect([...seen].sort()).toEqual(
      graph!
        .nodeList()
        .map((n) => n.key)
        .sort(),
    );
    expect(steps.every((step) => step.estimate >= step.requests)).toBe(true);
  });
});

describe('addresses', () => {
  const office = (suite: string) => ({ premises: suite, address_line_1: '8 Kingsway Yard', postal_code: 'WC2B 6XF' });
  const index = (members: number) => ({
    registeredOffices: async (numbers: readonly string[]) => new Map(numbers.map((n) => [n, office('Suite 9')])),
    counts: async (keys: readonly string[]) => new Map(keys.map((k) => [k, { companies: members, officers: 0 }])),
    members: async (_key: string, offset: number, limit: number) => ({
      companies: Array.from({ length: Math.max(0, Math.min(limit, members - offset)) }, (_, i) => ({
        company_number: `M${String(offset + i).padStart(7, '0')}`,
        company_name: `MEMBER ${offset + i}`,
      })),
      officers: [],
    }),
  });

  it('draws registered offices and correspondence addresses as one node per normalised address', async () => {
    const register = chainRegister(2);
    register.companies[number(0)]!.office = office('Suite 4512');
    register.appointments[0]!.address = office('SUITE 17');
    const { reader } = fakeNetworkReader(register);
    const graph = (await buildNetwork(reader, company(0), { depth: 1, addresses: true }))!.toJSON();
    const addresses = graph.nodes.filter((n) => n.attributes.kind === 'address');
    expect(addresses.map((n) => n.key)).toEqual(['address:WC2B6XF-8-KINGSWAY-YARD']);
    expect(graph.edges.map((e) => e.attributes.kind).sort()).toEqual([
      'appointment',
      'correspondence-address',
      'registered-office',
    ]);
    expect(graph.attributes.addresses).toBe('seen-only');
  });

  it('flags a hub, leaves it unexpanded, and reads it a page at a time when asked', async () => {
    const register = chainRegister(2);
    register.companies[number(0)]!.office = office('Suite 1');
    const base = fakeNetworkReader(register).reader;
    const reader = { ...base, addresses: index(120) };
    const key = 'address:WC2B6XF-8-KINGSWAY-YARD';
    const graph = (await buildNetwork(reader, company(0), { depth: 2, addresses: true }))!.toJSON();
    expect(graph.nodes.find((n) => n.key === key)!.attributes).toMatchObject({
      hub: true,
      company_count: 120,
      hub_note: 'likely a formation agent or virtual office',
    });
    expect(graph.attributes.truncated).toContainEqual({ node: key, reason: 'hub', size: 120, next: `${key}@1` });
    const page2 = (await buildNetwork(reader, company(0), {
      depth: 2,
      addresses: true,
      expand: new Set([`${key}@2`]),
    }))!.toJSON();
    const members = page2.nodes.filter((n) => n.key.startsWith('company:M')).map((n) => n.key);
    expect(members).toHaveLength(50);
    expect(members[0]).toBe('company:M0000050');
    expect(page2.attributes.truncated).toContainEqual({ node: key, reason: 'page', size: 20, next: `${key}@3` });
  });

  it('expands a small address within the depth', async () => {
    const register = chainRegister(2);
    register.companies[number(0)]!.office = office('Suite 1');
    const reader = { ...fakeNetworkReader(register).reader, addresses: index(3) };
    const graph = (await buildNetwork(reader, company(0), { depth: 2, addresses: true }))!.toJSON();
    expect(graph.nodes.filter((n) => n.key.startsWith('company:M'))).toHaveLength(3);
    expect(graph.attributes.truncated).toEqual([]);
  });
});
