// The iXBRL renderer in the embedded Document API (lib/registry-server/accounts/renderer.ts), read
// back by this reader: e-filed accounts list application/xhtml+xml beside the PDF, their content is
// the generated accounts (parsed back to the figures of the year, with last year's filing's figures
// as comparatives); other filings have a PDF only. Here, on the reading side, as the embedded
// registry never imports the analysis layer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentIdFor } from '@/lib/registry-server/documents/ids';
import { SHOWCASE, generateDataset } from '@/lib/registry-server/generator';
import { createRegistryHandler, type RegistryHandler } from '@/lib/registry-server/handler';
import { FIGURE_KEYS } from '../figures';
import { readAccounts } from './read';

let dir: string;
let handler: RegistryHandler;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'registry-ixbrl-'));
  const dbPath = join(dir, 'registry.sqlite');
  await generateDataset({ path: dbPath, companies: 100, seed: 1, threads: false });
  handler = createRegistryHandler({ dbPath });
}, 120_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const accountsOf = (number: string) => {
  const db = new Database(join(dir, 'registry.sqlite'), { readonly: true });
  const rows = db
    .prepare("SELECT transaction_id FROM filings WHERE company_number = ? AND category = 'accounts' ORDER BY date DESC")
    .pluck()
    .all(number) as string[];
  db.close();
  return rows;
};

async function document(number: string, transactionId: string) {
  const id = documentIdFor(number, transactionId);
  const metadata = await (await handler(new Request(`http://registry.test/document/${id}`))).json();
  return { id, metadata };
}

async function ixbrl(id: string): Promise<string> {
  const redirect = await handler(
    new Request(`http://registry.test/document/${id}/content`, { headers: { accept: 'application/xhtml+xml' } }),
  );
  expect(redirect.status).toBe(302);
  const stored = await handler(new Request(redirect.headers.get('location')!));
  expect(stored.headers.get('content-type')).toContain('application/xhtml+xml');
  return stored.text();
}

describe('iXBRL accounts in the embedded Document API', () => {
  it("serves the full-accounts showcase's accounts as iXBRL, comparatives equal to last year's figures", async () => {
    const number = SHOWCASE.financials.full;
    const [latest, previous] = accountsOf(number);
    const now = await document(number, latest!);
    expect(Object.keys(now.metadata.resources).sort()).toEqual(['application/pdf', 'application/xhtml+xml']);
    const current = readAccounts(await ixbrl(now.id));
    const before = readAccounts(await ixbrl((await document(number, previous!)).id));
    expect(current.current.figures.turnover).toBeGreaterThan(0);
    expect(current.comparative?.end).toBe(before.current.end);
    for (const key of FIGURE_KEYS) expect(current.comparative?.figures[key], key).toBe(before.current.figures[key]);
  });

  it('lists a PDF only for the paper filer, and nets liabilities for the negative showcase', async () => {
    const paper = await document(SHOWCASE.financials.paper, accountsOf(SHOWCASE.financials.paper)[0]!);
    expect(Object.keys(paper.metadata.resources)).toEqual(['application/pdf']);
    const negative = await document(SHOWCASE.financials.negative, accountsOf(SHOWCASE.financials.negative)[0]!);
    expect(readAccounts(await ixbrl(negative.id)).current.figures.net_assets).toBeLessThan(0);
    const dormant = await document(SHOWCASE.financials.dormant, accountsOf(SHOWCASE.financials.dormant)[0]!);
    const reading = readAccounts(await ixbrl(dormant.id));
    expect(reading.dormant).toBe(true);
    expect(reading.current.figures.creditors_within_one_year).toBe(0);
  });
});
