import { describe, it, expect } from 'vitest';
import { hasLabel, humanizeKey, keysOf, label, NOT_GIVEN } from './label';

const table = { active: 'Active', 'in-liquidation': 'In liquidation' };

describe('label', () => {
  it('returns the text of a known key', () => {
    expect(label(table, 'active')).toBe('Active');
    expect(label(table, ' in-liquidation ')).toBe('In liquidation');
  });

  it('builds readable text from an unknown key', () => {
    expect(label(table, 'some-new-value')).toBe('Some new value');
    expect(label(table, 'llp_members')).toBe('LLP members');
    expect(label(table, 'UK-establishment')).toBe('UK establishment');
  });

  it('says "Not given" for a missing or blank key', () => {
    expect(label(table, undefined)).toBe(NOT_GIVEN);
    expect(label(table, null)).toBe(NOT_GIVEN);
    expect(label(table, '   ')).toBe(NOT_GIVEN);
  });

  it('never returns blank, even for a key with no letters', () => {
    expect(label(table, '---')).toBe('---');
  });

  it('ignores keys inherited from Object.prototype', () => {
    expect(label(table, 'constructor')).toBe('Constructor');
    expect(label(table, 'toString')).toBe('Tostring');
    expect(hasLabel(table, 'constructor')).toBe(false);
    expect(hasLabel(table, 'active')).toBe(true);
  });

  it('lists the keys of a table', () => {
    expect(keysOf(table)).toEqual(['active', 'in-liquidation']);
  });
});

describe('humanizeKey', () => {
  it('capitalises the first word only, keeping known acronyms upper-case', () => {
    expect(humanizeKey('appoint-person-director-company')).toBe('Appoint person director company');
    expect(humanizeKey('psc-exempt-as-trading-on-eu-regulated-market')).toBe(
      'PSC exempt as trading on EU regulated market',
    );
    expect(humanizeKey('')).toBe('');
  });
});
