import { describe, expect, it } from 'vitest';
import { chargeSatisfiedOnLabel, chargeStatusLabel, scottishAlterationLabel, scottishAlterations } from './charges';

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

describe('charge status words', () => {
  it('has one word per state: satisfied (however the registry spells it) and partly satisfied', () => {
    expect(chargeStatusLabel('satisfied')).toBe('Satisfied');
    expect(chargeStatusLabel('fully-satisfied')).toBe('Satisfied');
    expect(chargeStatusLabel('part-satisfied')).toBe('Partly satisfied');
  });

  it("names a part-satisfied charge's date as partly satisfied", () => {
    expect(chargeSatisfiedOnLabel('part-satisfied')).toBe('Partly satisfied on');
    expect(chargeSatisfiedOnLabel('fully-satisfied')).toBe('Satisfied on');
    expect(chargeSatisfiedOnLabel('satisfied')).toBe('Satisfied on');
  });
});
