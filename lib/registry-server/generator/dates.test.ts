import { describe, expect, it } from 'vitest';
import { addMonths, ageOn, civil, dayOf, endOfMonth, iso, parseIso, shortUk } from './dates';

describe('day numbers', () => {
  it('round-trip civil dates across centuries and leap years', () => {
    for (const [y, m, d] of [
      [1856, 1, 1],
      [1900, 2, 28],
      [2000, 2, 29],
      [2024, 12, 31],
      [1970, 1, 1],
    ] as const) {
      expect(civil(dayOf(y, m, d))).toEqual([y, m, d]);
      expect(parseIso(iso(dayOf(y, m, d)))).toBe(dayOf(y, m, d));
    }
    expect(dayOf(1970, 1, 1)).toBe(0);
    expect(iso(dayOf(2026, 11, 1))).toBe('2026-11-01');
  });

  it('adds months clamping to the end of the month', () => {
    expect(iso(addMonths(dayOf(2023, 1, 31), 1))).toBe('2023-02-28');
    expect(iso(addMonths(dayOf(2024, 1, 31), 1))).toBe('2024-02-29');
    expect(iso(addMonths(dayOf(2024, 3, 15), -15))).toBe('2022-12-15');
    expect(iso(endOfMonth(dayOf(2024, 2, 3)))).toBe('2024-02-29');
    expect(shortUk(dayOf(2023, 1, 20))).toBe('20/01/23');
  });

  it('counts age in whole years, a birthday counting from the day itself', () => {
    const born = dayOf(1961, 3, 14);
    expect(ageOn(born, dayOf(2012, 3, 13))).toBe(50);
    expect(ageOn(born, dayOf(2012, 3, 14))).toBe(51);
    expect(ageOn(born, dayOf(2012, 2, 28))).toBe(50);
    expect(ageOn(dayOf(2000, 2, 29), dayOf(2018, 2, 28))).toBe(17);
    expect(ageOn(dayOf(2000, 2, 29), dayOf(2018, 3, 1))).toBe(18);
  });
});
