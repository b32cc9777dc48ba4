// A person's identity verification in a connections table, beside their name: a badge when it is
// overdue, withdrawn or due (not verified), with the words of lib/verification/words.ts and the
// company where; nothing when they are verified or not required. Dashed when the register
// publishes no verification for them and the law's dates decided (the words say so too).
import { badgeText, type PersonVerification } from '@/lib/network/verification-marks';

const TONE = {
  overdue: 'border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
  unverified:
    'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-200',
} as const;

export function VerificationBadge({ mark }: { mark?: PersonVerification }) {
  if (!mark?.unverified) return null;
  const tone = mark.verification.status === 'overdue' ? TONE.overdue : TONE.unverified;
  return (
    <span className="block text-sm text-slate-700 dark:text-slate-300" data-identity-badge={mark.verification.status}>
      <span
        className={`mr-1 inline-block rounded border px-1.5 text-xs font-medium ${tone} ${
          mark.verification.basis === 'law' ? 'border-dashed' : ''
        }`}
      >
        {badgeText(mark)}
      </span>
      {mark.words}
    </span>
  );
}
