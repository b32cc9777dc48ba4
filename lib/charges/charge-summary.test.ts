import { describe, expect, it } from 'vitest';
import { chargeListSchema } from '@/lib/registry/schemas';
import {
  particularsFlagsSet,
  chargeCounts,
  chargeCountsText,
  chargeHref,
  chargeIdOf,
  chargeStatusTone,
  chargeTitle,
} from './charge-summary';

const list = (counts: Record<string, unknown>) => chargeListSchema.parse({ items: [], ...counts });

describe('charge counts', () => {
  it('works out the outstanding charges from the registered total', () => {
    const counts = chargeCounts(
      list({ total_count: 3, unfiltered_count: 12, satisfied_count: 8, part_satisfied_count: 1 }),
    );
    expect(counts).toEqual({ registered: 12, outstanding: 3, satisfied: 8, partSatisfied: 1 });
    expect(chargeCountsText(counts)).toEqual({
      registered: '12 charges registered',
      breakdown: '3 outstanding, 8 satisfied, 1 partly satisfied',
    });
  });

  it('reads the misspelt unfiletered_count, and falls back to total_count', () => {
    expect(chargeCounts(list({ unfiletered_count: '2', satisfied_count: 1 })).registered).toBe(2);
    expect(chargeCounts(list({ total_count: 5 }))).toEqual({
      registered: 5,
      outstanding: 5,
      satisfied: 0,
      partSatisfied: 0,
    });
    expect(chargeCountsText(chargeCounts(list({ total_count: 1 }))).registered).toBe('1 charge registered');
  });

  it('never counts fewer than no outstanding charges', () => {
    expect(chargeCounts(list({ unfiltered_count: 1, satisfied_count: 2 })).outstanding).toBe(0);
  });
});

describe('charge titles and addresses', () => {
  const classification = { type: 'nature-of-charge', description: 'Legal charge' };
  it('titles a charge by its code, else its classification', () => {
    expect(chargeTitle({ charge_code: '073103900009', classification, charge_number: 9 })).toBe(
      'Charge code 073103900009',
    );
    expect(chargeTitle({ classification, charge_number: 1 })).toBe('Legal charge');
    expect(chargeTitle({ classification: { type: 'x', description: '' }, charge_number: 4 })).toBe('Charge number 4');
  });

  it('finds the id in the charge or its self link', () => {
    expect(chargeIdOf({ id: 'abc' })).toBe('abc');
    expect(chargeIdOf({ links: { self: '/company/00006400/charges/Rk8Wq2' } })).toBe('Rk8Wq2');
    expect(chargeIdOf({})).toBeUndefined();
    expect(chargeHref('SC123456', 'Rk8Wq2')).toBe('/company/SC123456/charges/Rk8Wq2');
  });

  it('colours statuses', () => {
    expect(chargeStatusTone('outstanding')).toBe('warning');
    expect(chargeStatusTone('fully-satisfied')).toBe('positive');
    expect(chargeStatusTone('something-new')).toBe('neutral');
  });
});

describe('particulars flags', () => {
  it('lists the flags that are set, in a fixed order', () => {
    expect(
      particularsFlagsSet({
        contains_negative_pledge: true,
        contains_fixed_charge: true,
        contains_floating_charge: false,
      }),
    ).toEqual(['Includes a fixed charge', 'Includes a negative pledge']);
    expect(particularsFlagsSet(undefined)).toEqual([]);
  });
});
