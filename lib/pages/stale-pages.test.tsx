// Pages built from the gateway's stale copy say so, above what they show.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ChargePage from '@/app/company/[companyNumber]/charges/[chargeId]/page';
import UkEstablishmentsPage from '@/app/company/[companyNumber]/uk-establishments/page';
import chargeFixture from '@/lib/registry/__fixtures__/charge-details.json';
import establishmentsFixture from '@/lib/registry/__fixtures__/uk-establishments.json';
import { chargeDetailsSchema, companyUKEstablishmentsSchema } from '@/lib/registry/schemas';

const read = vi.hoisted(() => ({ stale: false, ageSeconds: 0, data: undefined as unknown }));

vi.mock('@/lib/pages/load', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/pages/load')>();
  const loaded = async () => ({
    ok: true,
    result: { data: read.data, stale: read.stale, ageSeconds: read.ageSeconds, ttlSeconds: 600 },
  });
  return { ...actual, load: loaded, loadOptional: loaded };
});

const NOTICE = /Shown from a copy of \d{2}:\d{2} on \d{1,2} \w+ \d{4}; the registry is not answering\./;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeEach(() => Object.assign(read, { stale: false, ageSeconds: 0 }));

describe.each([
  [
    'a section page (UK establishments)',
    () => UkEstablishmentsPage({ params: Promise.resolve({ companyNumber: 'FC038112' }) }),
    () => companyUKEstablishmentsSchema.parse(establishmentsFixture),
  ],
  [
    'a single-record page (a charge)',
    () =>
      ChargePage({ params: Promise.resolve({ companyNumber: 'SC612004', chargeId: 'Vx2Cz6Bn0Mq4Wr8Ty1Ue5Io9Pa3' }) }),
    () => chargeDetailsSchema.parse(chargeFixture),
  ],
])('%s', (_name, render, data) => {
  it('says it was shown from a copy when the data is stale', async () => {
    Object.assign(read, { data: data(), stale: true, ageSeconds: 3600 });
    expect(text(renderToStaticMarkup(await render()))).toMatch(NOTICE);
  });

  it('says nothing of copies when the data is fresh', async () => {
    Object.assign(read, { data: data(), stale: false, ageSeconds: 3600 });
    expect(text(renderToStaticMarkup(await render()))).not.toMatch(/Shown from a copy/);
  });
});
