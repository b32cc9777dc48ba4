// Identity verification over a generated dataset, through an embedded gateway: the summary
// (GET /api/identity/company/{n}) counts what the officers and PSC lists show, row by row, for
// the showcase PLC and a spread of companies; and every status occurs.
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/identity/company/[companyNumber]/route';
import { getResourceOrThrow } from '@/lib/gateway';
import { ukToday } from '@/lib/labels/dates';
import { SHOWCASE } from '@/lib/registry-server/generator';
import { servesGeneratedRegistry } from '@/lib/gateway/testing/generated-registry';
import { countVerifications, verificationOf } from '@/lib/registry/verification';
import type { OfficerSummary, Psc } from '@/lib/registry/schemas';
import { officerSubject, pscSubject } from './rows';
import { companyIdentity } from './service';

servesGeneratedRegistry({ companies: 600, seed: 5 });

/** Every row of a list, read page by page as a reader paging the list would. */
async function rows<T>(name: 'officerList' | 'pscList', n: string): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; ; start += 35) {
    const page = await getResourceOrThrow(
      name,
      { company_number: n },
      { items_per_page: 35, start_index: start },
    ).catch(() => undefined);
    const items = (page?.data.items ?? []) as T[];
    out.push(...items);
    if (items.length === 0 || out.length >= (page?.data.total_results ?? 0)) return out;
  }
}

describe('the summary counts what the lists show', () => {
  it('for the PLC and a spread of companies, and every status occurs', async () => {
    const today = ukToday();
    const search = await getResourceOrThrow('advancedSearchCompanies', {}, { company_status: ['active'], size: 200 });
    const numbers = [
      SHOWCASE.companies.plc,
      ...search.data.items.map((i) => i.company_number).filter((_, i) => i % 4 === 0),
    ];
    const seen = new Set<string>();
    for (const n of numbers) {
      const identity = (await companyIdentity(n))!;
      const profile = (await getResourceOrThrow('companyProfile', { company_number: n })).data;
      const officers = (await rows<OfficerSummary>('officerList', n)).map((o) =>
        verificationOf(officerSubject(o), profile, today),
      );
      const pscs = (await rows<Psc>('pscList', n)).map((p) => verificationOf(pscSubject(p), profile, today));
      expect(identity.officers, `officers of ${n}`).toEqual(countVerifications(officers));
      expect(identity.pscs, `PSCs of ${n}`).toEqual(countVerifications(pscs));
      for (const p of identity.people) seen.add(p.status);
    }
    expect([...seen].sort()).toEqual(['due', 'not-required', 'overdue', 'verified', 'withdrawn']);
  });

  it('answers 404 for a company the register does not have, 400 naming a malformed number', async () => {
    const call = (n: string) =>
      GET(new Request(`http://app.test/api/identity/company/${n}`), { params: Promise.resolve({ companyNumber: n }) });
    expect((await call('09999999')).status).toBe(404);
    const bad = await call('no!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('company_number');
  });
});
