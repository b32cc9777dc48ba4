import { describe, expect, it, vi } from 'vitest';
import { ParameterError } from '@/lib/registry/params';
import { readSignalsFilter } from './filter';

vi.mock('server-only', () => ({}));

describe('the signals filter', () => {
  it('reads codes comma-separated and repeated, once each', () => {
    expect(readSignalsFilter(['accounts-overdue,address-hub', 'accounts-overdue'])).toEqual([
      'accounts-overdue',
      'address-hub',
    ]);
    expect(readSignalsFilter([])).toBeUndefined();
    expect(readSignalsFilter([' , '])).toBeUndefined();
  });
  it('names the parameter and the unknown code', () => {
    expect(() => readSignalsFilter(['accounts-overdue,risky'])).toThrow(ParameterError);
    expect(() => readSignalsFilter(['risky'])).toThrow(/signals has an unknown code: risky/);
  });
});

describe('ownMatches', async () => {
  const { ownMatches } = await import('@/lib/search/own-filters');
  const signals = (codes: string[], notChecked: { code: string; reason: string }[] = []) => ({
    company_number: '1',
    signals: {
      company_number: '1',
      as_of: '2026-11-28',
      signals: codes.map((code) => ({ code })) as never,
      not_checked: notChecked as never,
    },
  });
  it('any of the codes; undecided when a code asked for was not checked for want of budget', () => {
    expect(ownMatches(signals(['address-hub']), { signals: ['address-hub', 'accounts-overdue'] })).toBe(true);
    expect(ownMatches(signals([]), { signals: ['address-hub'] })).toBe(false);
    expect(
      ownMatches(
        signals([], [{ code: 'address-hub', reason: 'the registry call budget ran out before this was read' }]),
        {
          signals: ['address-hub'],
        },
      ),
    ).toBeUndefined();
    // Nor is a capability the registry lacks a "no": the page says not every company was decided.
    expect(
      ownMatches(signals([], [{ code: 'address-hub', reason: 'this registry offers no address index' }]), {
        signals: ['address-hub'],
      }),
    ).toBeUndefined();
  });
});
