// The officers and PSC lists' "Identity" filter: a row filter (components/lists/define-list.ts)
// by the rule's verdict, offered where the page could read the company and its people have to
// verify at all. The address carries it (`identity=overdue`), so a deep link keeps it.
import type { RowFilter } from '@/components/lists/define-list';
import { companyRequiresVerification, VERIFICATION_STATUSES, type Verification } from '@/lib/registry/verification';
import { IDENTITY_FILTER, type VerificationView } from '@/lib/verification/rows';
import { verificationStatusLabels } from '@/lib/verification/words';

export function identityRowFilter<Row, Context extends { verification?: VerificationView }>(
  judge: (row: Row, view: VerificationView | undefined) => Verification | undefined,
): RowFilter<Row, Context> {
  return {
    name: IDENTITY_FILTER,
    label: 'Identity',
    available: ({ verification }) => !!verification && companyRequiresVerification(verification.company),
    options: [
      { label: 'Any' },
      ...VERIFICATION_STATUSES.map((status) => ({ value: status, label: verificationStatusLabels[status] })),
    ],
    keep: (row, value, { verification }) => judge(row, verification)?.status === value,
  };
}
