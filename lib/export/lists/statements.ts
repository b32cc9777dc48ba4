// What an export of a company's PSC statements writes
// (/company/{company_number}/persons-with-significant-control-statements), by table column.
import { companyNumberField, field, idFrom, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { pscStatementLabel, restrictionsNoticeWithdrawalReasonLabel } from '@/lib/labels/people';
import type { PscStatement } from '@/lib/registry/schemas';

export const statementsExport = {
  statement: [
    companyNumberField(),
    field('statement', 'Statement (registry key)', (s) => s.statement),
    field('statement_label', 'Statement', (s) => pscStatementLabel(s.statement, s.linked_psc_name)),
  ],
  notified: [field('notified_on', 'Notified on', (s) => s.notified_on)],
  withdrawn: [field('ceased_on', 'Withdrawn on', (s) => s.ceased_on)],
  about: [field('linked_psc_name', 'Person named', (s) => s.linked_psc_name)],
  withdrawal: [
    field('restrictions_notice_withdrawal_reason', 'Restrictions notice withdrawn because', (s) =>
      s.restrictions_notice_withdrawal_reason
        ? restrictionsNoticeWithdrawalReasonLabel(s.restrictions_notice_withdrawal_reason)
        : undefined,
    ),
    field('statement_id', 'Statement id', (s) => idFrom(s.links.self)),
    field('url', 'Statement page', (s, context) => pageUrl(s.links.self, context)),
  ],
} satisfies ExportColumns<PscStatement>;
