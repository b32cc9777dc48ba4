import { describe, expect, it } from 'vitest';
import type { SignalCode } from '@/lib/signals/rules';
import { changesSince, describeChanges } from './diff';
import type { LineRecord } from './store';

const line = (
  n: number,
  company: string | undefined,
  status?: string,
  signals: string[] = [],
  notChecked: string[] = [],
): LineRecord => ({
  line: n,
  input: { company_name: `Line ${n}` },
  result: {
    row: {
      line: n,
      input: { company_name: `Line ${n}` },
      match: company ? { how: 'name', company_number: company, company_name: company } : { how: 'none' },
      ...(company ? { company: { company_status: status! } } : {}),
      signals: signals.map((code) => ({ code: code as SignalCode, severity: 'high' as const })),
    },
    not_checked: notChecked.map((code) => ({ code: code as SignalCode, reason: 'budget' })),
  },
});

describe('what changed since the run a rerun repeats', () => {
  it('counts dissolutions, other changes of status, new and gone signals, and new matches', () => {
    const before = [
      line(1, 'A', 'active'),
      line(2, 'B', 'active', ['accounts-overdue']),
      line(3, 'C', 'active'),
      line(4, undefined),
      line(5, 'E', 'active', ['x']),
      line(6, 'F', 'active'),
    ];
    const after = [
      line(1, 'A', 'dissolved'),
      line(2, 'B', 'active', ['confirmation-statement-overdue']),
      line(3, 'C', 'liquidation', ['accounts-overdue']),
      line(4, 'D', 'active'),
      line(5, 'E', 'active', [], ['x']),
      line(6, 'F', 'active'),
    ];
    const changes = changesSince(before, after);
    expect(changes).toMatchObject({
      dissolved: 1,
      status_changed: 1,
      new_signals: 2,
      gone_signals: 1,
      match_changed: 1,
    });
    expect([...changes.byLine.keys()]).toEqual([1, 2, 3, 4]);
    expect(changes.byLine.get(1)).toEqual({
      line: 1,
      status: { before: 'active', after: 'dissolved' },
      new_signals: [],
      gone_signals: [],
    });
    expect(changes.byLine.get(4)!.match).toEqual({ after: 'D' });
    expect(describeChanges(changes, Date.UTC(2026, 9, 12, 9))).toBe(
      '1 company dissolved, 1 other change of status, 2 new signals, 1 signal gone, 1 line matched differently since 12 October 2026',
    );
  });

  it('says when nothing changed, and leaves out lines not screened in both', () => {
    const pending: LineRecord = { line: 1, input: { company_name: 'x' } };
    const changes = changesSince([line(1, 'A', 'active')], [pending]);
    expect(changes.byLine.size).toBe(0);
    expect(describeChanges(changes, Date.UTC(2026, 9, 12))).toBe('Nothing changed since 12 October 2026');
  });
});
