import { describe, expect, it } from 'vitest';
import { appointmentCounts } from './appointment-list';

describe('appointmentCounts', () => {
  it('adds the three counts to get the total, whatever the filter', () => {
    const data = { total_results: 40, active_count: 40, inactive_count: 4, resigned_count: 20 };
    expect(appointmentCounts(data, true)).toEqual({ total: 64, current: 40, resigned: 20, inactive: 4 });
    expect(appointmentCounts({ ...data, total_results: 64 }, false)).toEqual({
      total: 64,
      current: 40,
      resigned: 20,
      inactive: 4,
    });
  });

  it('falls back on total_results when the registry sends no counts', () => {
    expect(appointmentCounts({ total_results: 7 }, false)).toEqual({
      total: 7,
      current: undefined,
      resigned: undefined,
      inactive: undefined,
    });
    expect(appointmentCounts({ total_results: 3 }, true)).toEqual({ current: 3 });
  });
});
