// Screening over a generated dataset, through an embedded gateway: a realistic mix (whose truth
// the generator knows) matched with the registry's own search, each line's company facts and
// signals read, and match quality within the targets.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/gateway';
import { servesGeneratedRegistry } from '@/lib/gateway/testing/generated-registry';
import { screenLine } from './line';
import { scoreMix, screeningMix, type TruthCompany } from './testing/mix';

const dataset = servesGeneratedRegistry({ companies: 1_500, seed: 3 });

function truth(): TruthCompany[] {
  const db = new Database(dataset.path(), { readonly: true });
  try {
    return db
      .prepare<[], { company_number: string; company_name: string; company_status: string; body: string }>(
        'SELECT company_number, company_name, company_status, body FROM companies',
      )
      .all()
      .map((row) => {
        const body = JSON.parse(row.body) as {
          registered_office_address?: { postal_code?: string };
          previous_company_names?: { name: string }[];
        };
        return {
          company_number: row.company_number,
          company_name: row.company_name,
          company_status: row.company_status,
          ...(body.registered_office_address?.postal_code
            ? { postal_code: body.registered_office_address.postal_code }
            : {}),
          previous_names: (body.previous_company_names ?? []).map((previous) => previous.name),
        };
      });
  } finally {
    db.close();
  }
}

describe('screening a realistic mix over a generated register', () => {
  it('matches within the targets and reads each matched company’s facts and signals', async () => {
    const mix = screeningMix(truth(), 400, 7);
    const rows = [];
    for (const [index, line] of mix.entries())
      rows.push((await screenLine(getRegistry().session({}), index + 1, line.input)).row);
    const score = scoreMix(
      mix,
      rows.map((row) => row.match),
    );
    const onRegister = mix.filter((line) => line.truth).length;
    expect(score.wrong / mix.length).toBeLessThan(0.005);
    expect(score.missed / onRegister).toBeLessThan(0.02);
    for (const row of rows.filter((r) => r.match.company_number)) {
      expect(row.company?.company_status).toBeTruthy();
      expect(row.company?.date_of_creation).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(typeof row.company?.officers_current).toBe('number');
    }
    expect(rows.some((row) => row.signals.length > 0)).toBe(true);
    const numbers = rows.filter((_, i) => mix[i]!.kind === 'number');
    expect(numbers.every((row) => row.match.how === 'number' && row.match.confidence === 1)).toBe(true);
    expect(rows.some((row) => row.match.how === 'previous-name')).toBe(true);
  }, 120_000);
});
