// The identity checks end to end over a generated dataset, through an embedded gateway: the
// showcase person under three ids, her namesake, the possibly disqualified director, the
// dataset's own aliases, and the same-person route's answers (200, 400, 404).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as companyGraph } from '@/app/api/network/company/[companyNumber]/route';
import { GET as checkRoute } from '@/app/api/network/disqualified/route';
import { GET as pathRoute } from '@/app/api/network/path/route';
import { GET } from '@/app/api/network/officer/[officerId]/same-person/route';
import { setRegistry } from '@/lib/gateway';
import { embeddedTestRegistry } from '@/lib/gateway/testing/embedded-registry';
import { createRegistryHandler, type RegistryHandler } from '@/lib/registry-server/handler';
import { generateDataset, SHOWCASE } from '@/lib/registry-server/generator';
import { checkDisqualified } from './disqualified-service';
import { samePersonOf } from './same-person-service';

const ID = SHOWCASE.identity;
let dir: string;
let path: string;
let handler: RegistryHandler;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'network-identity-'));
  path = join(dir, 'registry.sqlite');
  await generateDataset({ path, companies: 400, seed: 2 });
  handler = createRegistryHandler({ dbPath: path });
  setRegistry(embeddedTestRegistry(handler));
}, 180_000);

afterAll(() => {
  setRegistry(undefined);
  vi.unstubAllEnvs();
  handler?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('same person on the showcase', () => {
  it('finds her two other ids with high scores and the namesake with a low one', async () => {
    const result = (await samePersonOf(ID.person))!;
    const byId = new Map(result.candidates.map((candidate) => [candidate.officer_id, candidate]));
    const moved = byId.get(ID.personMoved)!;
    const short = byId.get(ID.personShortName)!;
    const namesake = byId.get(ID.namesake)!;
    expect(moved.score).toBeGreaterThanOrEqual(0.8);
    expect(moved.evidence).toEqual(
      expect.arrayContaining([
        'same name once normalised: MARGARET ANNE HOLLOWAY',
        'same month and year of birth: May 1966',
        '1 co-officer in common: KEMBLE, Peter James',
      ]),
    );
    expect(short.score).toBeGreaterThanOrEqual(0.7);
    expect(short.evidence).toContain('same surname and forename; middle name ANNE on one record only');
    expect(namesake.score).toBeLessThanOrEqual(0.1);
    expect(namesake.evidence).toContain('born in another month: May 1966 and February 1958');
    expect(result.candidates[0]!.officer_id).toBe(ID.personMoved);
    expect(result.candidates.findIndex((c) => c.officer_id === ID.namesake)).toBeGreaterThan(1);
  });

  it('finds the dataset’s own aliases: same name and month of birth under several ids', () => {
    const db = new Database(path, { readonly: true });
    const groups = db
      .prepare(
        `SELECT count(*) AS ids FROM officers WHERE is_corporate = 0
          GROUP BY name_elements ->> '$.surname', name_elements ->> '$.forename', date_of_birth HAVING count(*) > 1`,
      )
      .all() as { ids: number }[];
    db.close();
    // The showcase adds one such group (her full-name ids); the generator's aliases add the rest.
    expect(groups.length).toBeGreaterThan(3);
  });
});

describe('possibly disqualified', () => {
  const officer = (officer_id: string, name: string, month: number, year: number) => ({
    officer_id,
    name,
    date_of_birth: { month, year },
  });

  it('flags the director who matches a disqualified officer, with the dates, and no one else', async () => {
    const checks = await checkDisqualified([
      officer(ID.possiblyDisqualified, 'WHITLOCK, Dennis Roy', 11, 1969),
      officer('someone', 'WHITLOCK, Dennis Roy', 12, 1969),
      officer(ID.person, 'HOLLOWAY, Margaret Anne', 5, 1966),
      { officer_id: 'corporate', name: 'ACME NOMINEES LIMITED' },
    ]);
    const flagged = checks.get(ID.possiblyDisqualified)!;
    expect(flagged.status).toBe('possibly-disqualified');
    if (flagged.status !== 'possibly-disqualified') return;
    expect(flagged.matches).toHaveLength(1);
    expect(flagged.matches[0]).toMatchObject({
      officer_id: ID.disqualification,
      link: `/disqualified-officers/natural/${ID.disqualification}`,
      date_of_birth: '1969-11-23',
    });
    expect(flagged.matches[0]!.disqualifications[0]!.disqualified_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(flagged.matches[0]!.evidence).toContain('same name once normalised: DENNIS ROY WHITLOCK');
    expect(checks.get('someone')).toEqual({ status: 'no-match' });
    expect(checks.get(ID.person)).toEqual({ status: 'no-match' });
    expect(checks.get('corporate')).toEqual({ status: 'no-match' });
  });

  it('flags the showcase’s other disqualified director through the same index', async () => {
    const checks = await checkDisqualified([officer(SHOWCASE.officers.disqualified, 'PRYCE, Gareth Lloyd', 8, 1971)]);
    expect(checks.get(SHOWCASE.officers.disqualified)?.status).toBe('possibly-disqualified');
  });
});

describe('GET /api/network/officer/{officer_id}/same-person', () => {
  const get = async (officerId: string) => {
    const response = await GET(new Request(`http://localhost/api/network/officer/${officerId}/same-person`), {
      params: Promise.resolve({ officerId }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers candidates with officer_id, name, score and evidence', async () => {
    const { status, body } = await get(ID.person);
    expect(status).toBe(200);
    const candidates = body.candidates as Record<string, unknown>[];
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    for (const candidate of candidates) {
      expect(typeof candidate.officer_id).toBe('string');
      expect(typeof candidate.name).toBe('string');
      expect(candidate.score).toBeGreaterThanOrEqual(0);
      expect(candidate.score).toBeLessThanOrEqual(1);
      expect(Array.isArray(candidate.evidence)).toBe(true);
    }
  });

  it('refuses a malformed id with 400 naming the parameter, and an unknown officer with 404', async () => {
    const bad = await get('not%20an%20id!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('officer_id');
    expect((await get('UnknownOfficer0000000000000')).status).toBe(404);
  });
});

describe('GET /api/network/disqualified', () => {
  const get = async (query: string) => {
    const response = await checkRoute(new Request(`http://localhost/api/network/disqualified?${query}`), {
      params: Promise.resolve({}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('checks the officers a page turned in the browser names, in one request', async () => {
    const officers = [
      `${ID.possiblyDisqualified}|1969-11|WHITLOCK, Dennis Roy`,
      `${ID.person}|1966-05|HOLLOWAY, Margaret Anne`,
    ];
    const { status, body } = await get(officers.map((o) => `officer=${encodeURIComponent(o)}`).join('&'));
    expect(status).toBe(200);
    const checks = body.checks as Record<string, { status: string }>;
    expect(checks[ID.possiblyDisqualified]!.status).toBe('possibly-disqualified');
    expect(checks[ID.person]!.status).toBe('no-match');
  });

  it('refuses a missing or malformed officer with 400 naming the parameter', async () => {
    for (const query of [
      '',
      'officer=abc',
      'officer=abc%7C1969-13%7CX',
      `officer=${encodeURIComponent('a b|1969-11|X')}`,
    ]) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body)).toContain('officer');
    }
  });
});

describe('the graph’s same_person=1 toggle', () => {
  const graph = async (query: string) => {
    const companyNumber = ID.companies.first;
    const response = await companyGraph(new Request(`http://localhost/api/network/company/${companyNumber}?${query}`), {
      params: Promise.resolve({ companyNumber }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      edges: { source: string; target: string; undirected?: boolean; attributes: Record<string, unknown> }[];
    };
  };

  it('links her two ids in the graph that holds both, dashed and scored, and only when asked', async () => {
    const plain = await graph('depth=3');
    expect(plain.edges.some((edge) => edge.attributes.kind === 'possibly-same-person')).toBe(false);
    const linked = await graph('depth=3&same_person=1');
    const edge = linked.edges.find((e) => e.attributes.kind === 'possibly-same-person')!;
    expect([edge.source, edge.target].sort()).toEqual([`officer:${ID.person}`, `officer:${ID.personMoved}`].sort());
    expect(edge.undirected).toBe(true);
    expect(edge.attributes.score).toBeGreaterThanOrEqual(0.8);
    expect(edge.attributes.evidence).toContain('1 co-officer in common: KEMBLE, Peter James');
  });
});

describe('each officer’s person in the graph (the people toggle draws from it)', () => {
  it('marks her two ids in the graph with one person, and her co-director with another', async () => {
    const companyNumber = ID.companies.first;
    const response = await companyGraph(new Request(`http://localhost/api/network/company/${companyNumber}?depth=3`), {
      params: Promise.resolve({ companyNumber }),
    });
    const json = (await response.json()) as { nodes: { key: string; attributes: Record<string, unknown> }[] };
    const personOf = (officerId: string) =>
      json.nodes.find((node) => node.key === `officer:${officerId}`)?.attributes.person_id;
    const hers = personOf(ID.person);
    expect(hers).toEqual(expect.any(String));
    expect(personOf(ID.personMoved)).toBe(hers);
    expect(personOf(ID.sharedCoDirector)).toEqual(expect.any(String));
    expect(personOf(ID.sharedCoDirector)).not.toBe(hers);
    // Companies are not people.
    expect(json.nodes.filter((node) => node.attributes.kind === 'company' && node.attributes.person_id)).toEqual([]);
  });
  it('marks a path’s officers too', async () => {
    const query = `from=officer:${ID.person}&to=company:${ID.companies.movedCompany}`;
    const response = await pathRoute(new Request(`http://localhost/api/network/path?${query}`), undefined);
    const json = (await response.json()) as {
      found: boolean;
      nodes: { key: string; attributes: Record<string, unknown> }[];
    };
    expect(json.found).toBe(true);
    const officers = json.nodes.filter((node) => node.attributes.kind === 'officer');
    expect(officers.length).toBeGreaterThan(0);
    for (const officer of officers) expect(officer.attributes.person_id).toEqual(expect.any(String));
  });
});

describe('the graph’s disqualified=1 toggle', () => {
  it('flags the director who matches a disqualified officer, and not his co-director, in every format', async () => {
    const companyNumber = ID.companies.disqualifiedDirectorCompany;
    const get = (query: string) =>
      companyGraph(new Request(`http://localhost/api/network/company/${companyNumber}?depth=1&${query}`), {
        params: Promise.resolve({ companyNumber }),
      });
    const json = (await (await get('disqualified=1')).json()) as {
      nodes: { key: string; attributes: Record<string, unknown> }[];
    };
    const officers = json.nodes.filter((node) => node.attributes.kind === 'officer');
    expect(officers).toHaveLength(2);
    const whitlock = officers.find((node) => node.key === `officer:${ID.possiblyDisqualified}`)!;
    expect(whitlock.attributes).toMatchObject({
      possibly_disqualified: true,
      birth_month: '1969-11',
      disqualified_officers: [`/disqualified-officers/natural/${ID.disqualification}`],
    });
    expect(whitlock.attributes.disqualified_periods).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/),
    ]);
    expect(officers.find((node) => node !== whitlock)!.attributes.possibly_disqualified).toBe(false);
    const gexf = await (await get('disqualified=1&format=gexf')).text();
    expect(gexf).toContain('possibly_disqualified');
    expect(gexf).not.toContain('[object Object]');
    const plain = (await (await get('')).json()) as { nodes: { attributes: Record<string, unknown> }[] };
    expect(plain.nodes.some((node) => 'possibly_disqualified' in node.attributes)).toBe(false);
  });
});

describe('a disqualification added while the app runs', () => {
  it('is seen by the next check, without a restart', async () => {
    const { createActivity } = await import('@/lib/registry-server/activity');
    const activity = createActivity({ dbPath: path, perMinute: 0, log: () => undefined });
    // The index is built before the change: the check must see past it.
    await checkDisqualified([{ officer_id: 'before', name: 'SMITH, John', date_of_birth: { month: 1, year: 1970 } }]);
    try {
      const events = activity
        .applyChanges(5, undefined, 'disqualification')
        .flatMap((change) => change.events)
        .filter((event) => event.resource_uri.startsWith('/disqualified-officers/natural/'));
      expect(events.length).toBeGreaterThan(0);
      const response = await handler.inProcess(new Request(`http://embedded.registry${events[0]!.resource_uri}`));
      const record = (await response.json()) as {
        forename?: string;
        other_forenames?: string;
        surname: string;
        date_of_birth: string;
      };
      const [year, month] = record.date_of_birth.split('-').map(Number);
      const officer = {
        officer_id: 'new-director',
        name: `${record.surname}, ${[record.forename, record.other_forenames].filter(Boolean).join(' ')}`,
        date_of_birth: { month: month!, year: year! },
      };
      const check = (await checkDisqualified([officer])).get('new-director');
      expect(check?.status).toBe('possibly-disqualified');
      expect(check?.status === 'possibly-disqualified' && check.matches[0]?.link).toBe(events[0]!.resource_uri);
    } finally {
      activity.close();
    }
  });
});
