// Whether a filing deadline has passed. The registry's `overdue` flag is set when its nightly
// run notices, so a deadline that passed since then reads as not overdue: the due date and
// today (in the UK, where the deadlines fall) decide as well.
import { ukToday } from '@/lib/labels/dates';

/** Overdue when the registry says so, or when the due date (`YYYY-MM-DD`) is before `today`. */
export function isOverdue(
  deadline: { overdue?: boolean | null; dueOn?: string | null },
  today: string = ukToday(),
): boolean {
  if (deadline.overdue) return true;
  const due = deadline.dueOn?.slice(0, 10);
  return !!due && /^\d{4}-\d{2}-\d{2}$/.test(due) && due < today;
}
