// One analysis operation's calls: charged only when the registry was asked, refused past the
// budget (reads in flight counted), and no budget at all on an unmetered registry.
import { describe, expect, it } from 'vitest';
import { RegistryError } from '@/lib/registry/errors';
import type { GatewayResult } from './cache';
import type { Gateway } from './gateway';
import { CallBudget, createSession, OutOfBudget } from './session';

const answer = (cache: GatewayResult<'companyProfile'>['cache']) =>
  ({ data: { company_number: '00000001' }, cache }) as unknown as GatewayResult<'companyProfile'>;

describe('a call budget', () => {
  it('charges a read only when the registry was asked', async () => {
    const budget = new CallBudget(2);
    await budget.charge(
      async () => answer('hit'),
      (r) => r.cache === 'miss',
    );
    expect(budget.spent).toBe(0);
    await budget.charge(
      async () => answer('miss'),
      (r) => r.cache === 'miss',
    );
    expect(budget.spent).toBe(1);
    expect(budget.left).toBe(1);
  });

  it('refuses a read once the calls made and in flight fill it', async () => {
    const budget = new CallBudget(2);
    let release = () => {};
    const slow = budget.charge(() => new Promise<boolean>((resolve) => (release = () => resolve(true))), Boolean);
    await budget.charge(async () => true, Boolean);
    expect(budget.exhausted).toBe(true);
    await expect(budget.charge(async () => true, Boolean)).rejects.toBeInstanceOf(OutOfBudget);
    release();
    await slow;
    expect(budget.spent).toBe(2);
  });

  it('takes calls ahead only when they fit, and has no end without a maximum', () => {
    const budget = new CallBudget(3);
    expect(budget.take(2)).toBe(true);
    expect(budget.take(2)).toBe(false);
    expect(budget.take(1)).toBe(true);
    expect(budget.exhausted).toBe(true);
    const open = new CallBudget();
    expect(open.take(1_000_000)).toBe(true);
    expect(open.exhausted).toBe(false);
  });
});

describe('a session', () => {
  const gateway = (cache: 'hit' | 'miss', fail?: RegistryError): Pick<Gateway, 'fetch'> => ({
    fetch: (async () => {
      if (fail) throw fail;
      return answer(cache);
    }) as Gateway['fetch'],
  });

  it('bounds a metered registry’s calls and ignores the bound on an unmetered one', async () => {
    const metered = createSession(gateway('miss'), true, { maxCalls: 1 });
    await metered.fetch('companyProfile', { company_number: '00000001' });
    await expect(metered.fetch('companyProfile', { company_number: '00000001' })).rejects.toBeInstanceOf(OutOfBudget);
    expect(metered.budget.spent).toBe(1);

    const unmetered = createSession(gateway('miss'), false, { maxCalls: 1 });
    for (let i = 0; i < 5; i++) await unmetered.fetch('companyProfile', { company_number: '00000001' });
    expect(unmetered.budget.spent).toBe(5);
    expect(unmetered.budget.exhausted).toBe(false);
  });

  it('reads a 404 as undefined, and says whether the registry was asked', async () => {
    const missing = createSession(gateway('miss', new RegistryError('not-found', 'no such company')), true, {
      maxCalls: 5,
    });
    expect(await missing.find('companyProfile', { company_number: '00000009' })).toBeUndefined();
    const cached = createSession(gateway('hit'), true, { maxCalls: 5 });
    expect(await cached.read('companyProfile', { company_number: '00000001' })).toMatchObject({ called: false });
    expect(cached.budget.spent).toBe(0);
  });
});
