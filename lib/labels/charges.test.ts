import { describe, expect, it } from 'vitest';
import {
  chargeDescriptionBeyondCharge,
  chargeSatisfiedOnLabel,
  chargeStatusLabel,
  scottishAlterationLabel,
  scottishAlterations,
} from './charges';

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

describe('a charge’s description beside "Charge 1 registered"', () => {
  it('drops the registry’s "A registered charge", which says nothing more', () => {
    for (const said of ['A registered charge', 'a registered charge.', ' Registered charge ', 'Charge', '', undefined])
      expect(chargeDescriptionBeyondCharge(said)).toBeUndefined();
  });
  it('keeps a description that says what kind of charge it is', () => {
    expect(chargeDescriptionBeyondCharge('Legal charge')).toBe('Legal charge');
    expect(chargeDescriptionBeyondCharge('Debenture')).toBe('Debenture');
  });
});
