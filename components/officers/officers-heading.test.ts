import { describe, expect, it } from 'vitest';
import { officersHeading } from './officers-heading';

describe('officersHeading', () => {
  const counts = { total_results: 77, active_count: 12, inactive_count: 0, resigned_count: 65 };

  it('counts every appointment, then the resignations', () => {
    expect(officersHeading(counts, false)).toBe('77 officers / 65 resignations');
    expect(officersHeading({ total_results: 1, active_count: 1, resigned_count: 0 }, false)).toBe(
      '1 officer / 0 resignations',
    );
  });

  it("counts a dissolved company's officers who never resigned", () => {
    expect(officersHeading({ total_results: 4, active_count: 0, inactive_count: 3, resigned_count: 1 }, false)).toBe(
      '4 officers / 1 resignation',
    );
  });

  it('speaks of cessations for an overseas entity, and of current officers when filtered', () => {
    expect(officersHeading(counts, false, 'registered-overseas-entity')).toBe('77 officers / 65 cessations');
    expect(officersHeading({ ...counts, total_results: 12 }, true)).toBe('12 current officers');
    expect(officersHeading({ ...counts, total_results: 1 }, true)).toBe('1 current officer');
  });

  it('writes large counts with separators', () => {
    expect(officersHeading({ total_results: 1200, active_count: 200, resigned_count: 1000 }, false)).toBe(
      '1,200 officers / 1,000 resignations',
    );
  });
});
