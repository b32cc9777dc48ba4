// Hybrid mode against the scripted registry: an imported bulk file answers search, profiles
// and PSCs without a call upstream or a unit of budget; the rest goes to the remote registry.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import officerList from '@/lib/registry/__fixtures__/officer-list.json';
import { isRegistryError } from '@/lib/registry/errors';
import { generateDataset } from '@/lib/registry-server/generator';
import { importBulk } from '@/lib/registry-server/import';
import { checkDisqualified } from '@/lib/identity/disqualified-service';
import { networkOf } from '@/lib/network/service';
import { createGatewayFromEnv, setRegistry, type Registry } from './index';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';

const FIXTURES = join(__dirname, '..', 'registry-server', 'import', '__fixtures__');
const dir = mkdtempSync(join(tmpdir(), 'hybrid-'));
const bulk = join(dir, 'register.sqlite');
let upstream: FakeUpstream;
const quiet = () => undefined;

const configFor = (dbPath: string, apiUrl?: string) =>
  parseEnv({
    REGISTRY_DB_PATH: dbPath,
    ...(apiUrl ? { REGISTRY_API_URL: apiUrl, REGISTRY_API_KEY: 'test-key' } : {}),
    REGISTRY_RATE_LIMIT: '600',
    REDIS_URL: '',
  });

beforeAll(async () => {
  const companies = join(dir, 'basic-company-data-2026-11-01.csv');
  const psc = join(dir, 'psc-snapshot-2026-11-01.txt');
  copyFileSync(join(FIXTURES, 'basic-company-data-2026-11-01.csv'), companies);
  copyFileSync(join(FIXTURES, 'psc-snapshot-2026-11-01.txt'), psc);
  await importBulk({ companies: [companies], psc: [psc], out: bulk });
  upstream = await startFakeUpstream((call) =>
    call.path === '/company/08209948/officers' ? { body: officerList } : undefined,
  );
});
afterAll(async () => {
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hybrid mode', () => {
  let gateway: Registry;
  beforeAll(() => {
    gateway = createGatewayFromEnv(configFor(bulk, upstream.url), quiet);
  });
  afterAll(() => gateway.close());

  it('answers profiles, search and PSCs from the file, with no upstream call and no budget spent', async () => {
    const profile = await gateway.fetch('companyProfile', { company_number: '08209948' });
    expect(profile.data.company_name).toBe('BRIGHT SOFTWARE LIMITED');
    // The remote sections are linked, so that their tabs show.
    expect(profile.data.links).toMatchObject({
      officers: '/company/08209948/officers',
      filing_history: '/company/08209948/filing-history',
      persons_with_significant_control: '/company/08209948/persons-with-significant-control',
    });
    expect(JSON.parse(profile.body).links.officers).toBe('/company/08209948/officers');
    const search = await gateway.fetch('searchCompanies', {}, { q: 'old name 3' });
    expect(search.data.items?.[0]?.company_number).toBe('SC123456');
    const pscs = await gateway.fetch('pscList', { company_number: 'OE000123' });
    expect(pscs.data.total_results).toBe(4);
    expect(upstream.calls).toHaveLength(0);
    expect((await gateway.budget())?.remaining).toBe(600);
  });

  it('sends officers, filings, charges and the rest to the remote registry, inside the budget', async () => {
    const officers = await gateway.fetch('officerList', { company_number: '08209948' });
    expect(officers.data.items?.length).toBeGreaterThan(0);
    expect(upstream.callsTo('/company/08209948/officers')).toHaveLength(1);
    const charges = await gateway.fetch('chargeList', { company_number: '08209948' }).catch((error: unknown) => error);
    expect(isRegistryError(charges) && charges.kind).toBe('not-found');
    expect(upstream.callsTo('/company/08209948/charges')).toHaveLength(1);
    expect((await gateway.budget())?.remaining).toBe(598);
  });

  it('offers the file’s indexes as capabilities, and connections draw who else is at an address from them', async () => {
    const capabilities = await gateway.capabilities();
    expect(capabilities.metered).toBe(true);
    expect(capabilities.addressIndex).toBeDefined();
    expect(capabilities.controlledCompanies).toBeDefined();
    // The bulk files hold no disqualifications: the checks search the remote registry instead.
    expect(capabilities.disqualifications).toBeUndefined();
    expect(capabilities.answers('searchDisqualifiedOfficers')).toBe(true);

    setRegistry(gateway);
    try {
      const graph = (await networkOf({ kind: 'company', companyNumber: '08209948' }, { depth: 1, addresses: true }))!;
      const json = graph.toJSON();
      expect(json.attributes.addresses).toBe('indexed');
      const office = json.nodes.find((node) => node.attributes.kind === 'address');
      expect(office?.attributes.company_count).toBeGreaterThanOrEqual(1);
    } finally {
      setRegistry(undefined);
    }
  });
});

describe('without an imported file', () => {
  it('sends everything to the remote registry when REGISTRY_DB_PATH is a generated dataset', async () => {
    const generated = join(dir, 'generated.sqlite');
    await generateDataset({ path: generated, companies: 100, seed: 3, threads: false });
    const gateway = createGatewayFromEnv(configFor(generated, upstream.url), quiet);
    try {
      const before = upstream.calls.length;
      await gateway.fetch('companyProfile', { company_number: '01234567' });
      expect(upstream.calls.length).toBe(before + 1);
      // A generated dataset is not the remote register: none of its indexes stand in for it.
      const capabilities = await gateway.capabilities();
      expect(capabilities.addressIndex).toBeUndefined();
      expect(capabilities.controlledCompanies).toBeUndefined();
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it('answers 404 in embedded mode for what the file does not hold', async () => {
    const gateway = createGatewayFromEnv(configFor(bulk), quiet);
    try {
      expect((await gateway.fetch('companyProfile', { company_number: 'IP10067R' })).data.company_name).toBe(
        'WESTON CO-OPERATIVE SOCIETY LIMITED',
      );
      const officers = await gateway
        .fetch('officerList', { company_number: '08209948' })
        .catch((error: unknown) => error);
      expect(isRegistryError(officers) && officers.kind).toBe('not-found');
      // An imported file alone is not metered, and cannot answer a disqualification search: checks say "not checked".
      const capabilities = await gateway.capabilities();
      expect(capabilities.metered).toBe(false);
      expect(capabilities.disqualifications).toBeUndefined();
      expect(capabilities.answers('searchDisqualifiedOfficers')).toBe(false);
      setRegistry(gateway);
      try {
        const checks = await checkDisqualified([
          { officer_id: 'x', name: 'SMITH, John', date_of_birth: { month: 1, year: 1970 } },
        ]);
        expect(checks.get('x')).toEqual({ status: 'not-checked', reason: 'this registry holds no disqualifications' });
      } finally {
        setRegistry(undefined);
      }
    } finally {
      await gateway.close();
    }
  });
});
