import { describe, expect, it } from 'vitest';
import { ukToday } from '@/lib/labels/dates';
import { isOverdue } from './overdue';

describe('isOverdue', () => {
  const today = '2026-11-23';

  it('is overdue the day after the due date, even when the registry has not flagged it yet', () => {
    expect(isOverdue({ overdue: false, dueOn: '2026-11-22' }, today)).toBe(true);
    expect(isOverdue({ dueOn: '2025-01-31' }, today)).toBe(true);
  });

  it('is not overdue on the due date itself, nor before it', () => {
    expect(isOverdue({ overdue: false, dueOn: '2026-11-23' }, today)).toBe(false);
    expect(isOverdue({ overdue: false, dueOn: '2027-06-30' }, today)).toBe(false);
  });

  it("keeps the registry's flag, and needs a due date to decide on its own", () => {
    expect(isOverdue({ overdue: true, dueOn: '2027-06-30' }, today)).toBe(true);
    expect(isOverdue({ overdue: true }, today)).toBe(true);
    expect(isOverdue({}, today)).toBe(false);
    expect(isOverdue({ dueOn: 'soon' }, today)).toBe(false);
  });
});

describe('ukToday', () => {
  it("is the date in London, not the server's zone", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST), and midnight UTC in January is the same day.
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-01-15T00:00:00Z'))).toBe('2026-01-15');
  });
});
