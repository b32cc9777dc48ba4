import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, readViewState, withViewState, writeViewState, type NetworkViewState } from './view-state';

describe('view state in the URL', () => {
  it('leaves the defaults out', () => {
    expect(writeViewState(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const view: NetworkViewState = {
      depth: 3,
      status: 'active',
      roles: ['directors', 'corporate'],
      fromYear: 2005,
      toYear: 2015,
      addresses: true,
      samePerson: true,
      people: true,
      merge: 0.75,
      unverified: true,
      expand: ['officer:abc', 'company:00000002', 'address:N120DR-2-WOODBERRY-GROVE@2'],
      focus: 'company:00000002',
    };
    const query = writeViewState(view);
    expect(readViewState(query)).toEqual({ view, problems: [] });
    expect(readViewState(Object.fromEntries(query))).toEqual({ view, problems: [] });
  });

  it('names what it cannot read and uses the default', () => {
    const { view, problems } = readViewState(
      new URLSearchParams('depth=7&status=x&roles=kings&years=20&merge=2&expand=bad,company:1'),
    );
    expect(view).toEqual({ ...DEFAULT_VIEW, expand: ['company:1'] });
    expect(problems).toHaveLength(6);
    expect(problems[0]).toContain('depth must be 1, 2 or 3');
  });

  it('reads the API’s year windows and swaps a reversed one', () => {
    const years = (text: string) => {
      const { view } = readViewState(new URLSearchParams({ years: text }));
      return [view.fromYear, view.toYear];
    };
    expect(years('2015-2020')).toEqual([2015, 2020]);
    expect(years('2015-')).toEqual([2015, undefined]);
    expect(years('-2020')).toEqual([undefined, 2020]);
    expect(years('2018')).toEqual([2018, 2018]);
    expect(writeViewState({ ...DEFAULT_VIEW, fromYear: 2018, toYear: 2018 }).toString()).toBe('years=2018');
    expect(writeViewState({ ...DEFAULT_VIEW, toYear: 2020 }).toString()).toBe('years=-2020');
    const { view, problems } = readViewState(new URLSearchParams('years=2020-2010'));
    expect([view.fromYear, view.toYear]).toEqual([2010, 2020]);
    expect(problems[0]).toContain('swapped');
  });

  it('keeps the page’s other parameters', () => {
    expect(withViewState('?page=2&depth=1', { ...DEFAULT_VIEW, depth: 3 })).toBe('?page=2&depth=3');
  });
});
