import { describe, expect, it } from 'vitest';
import { checkMatches, disqualifiedKey, disqualifiedPersonFrom, matchDisqualified } from './disqualified';
import { parsePersonName } from '@/lib/registry/people/names';

const pryce = disqualifiedPersonFrom('dq1', {
  title: 'Mr',
  forename: 'Gareth',
  other_forenames: 'Lloyd',
  surname: 'PRYCE',
  date_of_birth: '1971-08-02',
  disqualifications: [
    { disqualified_from: '2024-03-01', disqualified_until: '2032-02-29', disqualification_type: 'court-order' },
  ],
})!;

describe('matchDisqualified', () => {
  it('matches the same normalised name and month of birth, and says so', () => {
    expect(pryce).toMatchObject({ name: 'Gareth Lloyd PRYCE', link: '/disqualified-officers/natural/dq1' });
    expect(
      matchDisqualified(
        { officer_id: 'o1', name: 'PRYCE, Gareth Lloyd', date_of_birth: { month: 8, year: 1971 } },
        pryce,
      ),
    ).toEqual([
      'same name once normalised: GARETH LLOYD PRYCE',
      'born August 1971; the disqualified officer was born on 2 August 1971',
    ]);
    // Name elements, accents and case do not matter; a middle name on one record only still matches.
    expect(
      matchDisqualified(
        {
          officer_id: 'o1',
          name: 'x',
          name_elements: { forename: 'GARETH', surname: 'Prycé' },
          date_of_birth: { month: 8, year: 1971 },
        },
        pryce,
      )?.[0],
    ).toBe('same surname and forenames, middle name LLOYD on one record only');
  });

  it('does not match another month of birth, another name, a misspelling or an unknown birth date', () => {
    const officer = (name: string, month?: number) => ({
      officer_id: 'o',
      name,
      ...(month ? { date_of_birth: { month, year: 1971 } } : {}),
    });
    expect(matchDisqualified(officer('PRYCE, Gareth Lloyd', 9), pryce)).toBeUndefined();
    expect(matchDisqualified(officer('PRYCE, Gavin Lloyd', 8), pryce)).toBeUndefined();
    expect(matchDisqualified(officer('PRICE, Gareth Lloyd', 8), pryce)).toBeUndefined();
    expect(matchDisqualified(officer('PRYCE, Gareth Lloyd'), pryce)).toBeUndefined();
    expect(matchDisqualified(officer('PRYCE, Gareth Owen', 8), pryce)).toBeUndefined();
  });

  it('gives the match with the disqualification dates, keyed like the index', () => {
    const [match] = checkMatches(
      { officer_id: 'o', name: 'Gareth Lloyd PRYCE', date_of_birth: { month: 8, year: 1971 } },
      [pryce],
    );
    expect(match).toMatchObject({ officer_id: 'dq1', disqualifications: [{ disqualified_from: '2024-03-01' }] });
    expect(disqualifiedKey(parsePersonName('PRYCE, Gareth')!, 8, 1971)).toBe(disqualifiedKey(pryce.parsed, 8, 1971));
  });
});
