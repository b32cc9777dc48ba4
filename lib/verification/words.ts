// A verification outcome in words, for tables, fact lists, exports and the overview line.
import { formatDate } from '@/lib/labels/dates';
import { addDays } from '@/lib/registry/verification';
import type { Verification, VerificationStatus } from '@/lib/registry/verification';

export const verificationStatusLabels: Record<VerificationStatus, string> = {
  verified: 'Verified',
  due: 'Due',
  overdue: 'Overdue',
  withdrawn: 'Withdrawn',
  'not-required': 'Not required',
};

/** "Verified on 3 December 2025 by Acme Formations Ltd", "Statement due by 14 May 2027", "Overdue since 15 May 2026: due by 14 May 2026"… */
export function verificationWords(v: Verification): string {
  const derived = v.basis === 'law' ? ' (no verification on the register; date from the law)' : '';
  switch (v.status) {
    case 'verified':
      return `Verified on ${formatDate(v.verified_on)}${v.via_acsp ? ` by ${v.via_acsp}` : ''}`;
    case 'due':
      return v.due_on ? `Due by ${formatDate(v.due_on)}${derived}` : `Due, no date set${derived}`;
    case 'overdue':
      return v.due_on
        ? `Overdue since ${formatDate(addDays(v.due_on, 1))}: due by ${formatDate(v.due_on)}${derived}`
        : `Overdue${derived}`;
    case 'withdrawn':
      return `Verification withdrawn on ${formatDate(v.withdrawn_on)}`;
    case 'not-required':
      return v.verified_on ? `Not required (verified on ${formatDate(v.verified_on)})` : 'Not required';
  }
}
