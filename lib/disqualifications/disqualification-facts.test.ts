import { describe, expect, it } from 'vitest';
import {
  periodText,
  disqualificationState,
  disqualifiedFullName,
  disqualifiedName,
  lawText,
  untilText,
  variationText,
} from './disqualification-facts';

describe('disqualified person names', () => {
  const person = { title: 'Mr', forename: 'Gareth', other_forenames: 'Lloyd', surname: 'PENHALIGON', honours: 'OBE' };
  it('names the person with and without title and honours', () => {
    expect(disqualifiedName(person)).toBe('Gareth Lloyd PENHALIGON');
    expect(disqualifiedFullName(person)).toBe('Mr Gareth Lloyd PENHALIGON OBE');
    expect(disqualifiedFullName({ surname: 'SMITH' })).toBe('SMITH');
  });
});

describe('lawText', () => {
  it('names the act with its section, or the Northern Ireland Order with its article', () => {
    expect(
      lawText({ act: 'company-directors-disqualification-act-1986', section: '6', description_identifier: 'x' }),
    ).toBe('Company Directors Disqualification Act 1986, section 6');
    expect(
      lawText({
        act: 'company-directors-disqualification-northern-ireland-order-2002',
        article: '10',
        description_identifier: 'x',
      }),
    ).toBe('Company Directors Disqualification (Northern Ireland) Order 2002, article 10');
    expect(lawText({ act: 'some-new-act', description_identifier: 'x' })).toBe('Some new act');
  });
});

describe('periods', () => {
  it('reads a far-future end as no fixed end', () => {
    expect(untilText('9999-12-31')).toBe('Until further notice');
    expect(untilText('2030-02-28')).toBe('28 February 2030');
    expect(periodText({ disqualified_from: '2025-10-14', disqualified_until: '9999-12-31' })).toBe(
      'From 14 October 2025 until further notice',
    );
    expect(periodText({ disqualified_from: '2022-03-01', disqualified_until: '2030-02-28' })).toBe(
      'From 1 March 2022 to 28 February 2030',
    );
  });

  it('tells whether a disqualification is in force on a day, the last day included', () => {
    const period = { disqualified_from: '2022-03-01', disqualified_until: '2030-02-28' };
    expect(disqualificationState(period, '2026-01-01')).toBe('in-force');
    expect(disqualificationState(period, '2030-02-28')).toBe('in-force');
    expect(disqualificationState(period, '2030-03-01')).toBe('ended');
    expect(disqualificationState(period, '2022-02-28')).toBe('future');
  });

  it('describes a variation with what is known of it', () => {
    expect(
      variationText({ varied_on: '2023-09-14', court_name: 'Court of Appeal', case_identifier: 'CR-2023-000511' }),
    ).toBe('Varied on 14 September 2023 by Court of Appeal, case CR-2023-000511');
    expect(variationText({ case_identifier: 'SAN-1' })).toBe('Varied, case SAN-1');
  });
});
