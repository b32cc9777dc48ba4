import { describe, expect, it } from 'vitest';
import { scottishAlterationLabel, scottishAlterations } from './charges';

describe('Scottish alteration labels', () => {
  it('reads every flag of scottish_alterations, with a fallback for new ones', () => {
    expect(scottishAlterations).toEqual([
      'has_alterations_to_order',
      'has_alterations_to_prohibitions',
      'has_alterations_to_provisions',
      'has_restricting_provisions',
    ]);
    expect(scottishAlterationLabel('has_restricting_provisions')).toBe('Restricts the creation of other charges');
    expect(scottishAlterationLabel('has_something_new')).toBe('Has something new');
  });
});
