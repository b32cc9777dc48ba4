// The disqualified officer's link back to the officer register, over a generated dataset through
// an embedded gateway: the showcase's disqualified director is found under his officer id, and a
// disqualified person with no officer record matches no one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findResource, setRegistry } from '@/lib/gateway';
import { registerNameForm } from '@/lib/registry/people/names';
import { embeddedTestRegistry } from '@/lib/gateway/testing/embedded-registry';
import { createRegistryHandler, type RegistryHandler } from '@/lib/registry-server/handler';
import { generateDataset, SHOWCASE } from '@/lib/registry-server/generator';
import { matchingOfficersOf } from './matching-officers';

const ID = SHOWCASE.identity;
let dir: string;
let handler: RegistryHandler;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'matching-officers-'));
  const path = join(dir, 'registry.sqlite');
  await generateDataset({ path, companies: 400, seed: 2 });
  handler = createRegistryHandler({ dbPath: path });
  setRegistry(embeddedTestRegistry(handler));
}, 180_000);

afterAll(() => {
  setRegistry(undefined);
  handler?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('matchingOfficersOf', () => {
  it('finds the showcase’s disqualified director under his officer id, with the evidence', async () => {
    const record = (await findResource('naturalDisqualification', { officer_id: ID.disqualification }))!;
    const view = await matchingOfficersOf(ID.disqualification, record.data);
    expect(view?.state).toBe('checked');
    if (view?.state !== 'checked') return;
    const him = view.officers.find((officer) => officer.officer_id === ID.possiblyDisqualified);
    expect(him).toMatchObject({ date_of_birth: { month: 11, year: 1969 } });
    expect(him!.evidence).toContain('same name once normalised: DENNIS ROY WHITLOCK');
    // As the page writes it (e2e/identity.spec.ts looks for it).
    expect(registerNameForm(him!.name)).toBe('WHITLOCK, Dennis Roy');
    // Only people born in his month: never a namesake born in another.
    for (const officer of view.officers) expect(officer.date_of_birth).toEqual({ month: 11, year: 1969 });
  });
});
