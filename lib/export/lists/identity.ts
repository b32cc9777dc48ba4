// What the exports of a company's officers and PSCs, and of an officer's appointments, write of
// identity verification, beside their Identity column: the rule's verdict (a key and the
// sentence the table shows) and every field of the register's details. The verdict needs the
// company and the day (a VerificationView), which the export's enrichment reads once per export
// (lib/export/lists/enrichments.ts) and hands the fields as `context.page`.
import { field, joined, type ExportContext, type ExportField } from '@/lib/export/fields';
import type { Verification } from '@/lib/registry/verification';
import type { IdentityVerificationDetails } from '@/lib/registry/schemas';
import type { VerificationView } from '@/lib/verification/rows';
import { verificationWords } from '@/lib/verification/words';

/** What an enrichment gives the identity fields: the company and day to judge by (`verification`), or the day alone. */
export interface VerificationPage {
  verification?: VerificationView;
  /** For lists judged without a company (an officer's appointments): the UK date of the export. */
  today?: string;
}

export const verificationPageOf = (context: ExportContext): VerificationPage =>
  (context.page as VerificationPage | undefined) ?? {};

type WithDetails = { identity_verification_details?: IdentityVerificationDetails | null };

/**
 * The identity fields of a list whose rows `judge` gives a verdict for (undefined when it cannot:
 * the company was not read). The details' fields keep the register's names and values: dates as
 * YYYY-MM-DD (an open statement's end is the register's 9999-12-31), supervisors joined by "; ".
 */
export function identityFields<Row extends WithDetails>(
  judge: (row: Row, page: VerificationPage) => Verification | undefined,
): readonly ExportField<Row>[] {
  const verdict = (row: Row, context: ExportContext) => judge(row, verificationPageOf(context));
  const detail = (row: Row) => row.identity_verification_details ?? undefined;
  return [
    field<Row>('identity_status', 'Identity verification status', (row, context) => verdict(row, context)?.status),
    field<Row>('identity_verification', 'Identity verification', (row, context) => {
      const verification = verdict(row, context);
      return verification && verificationWords(verification);
    }),
    field<Row>('identity_due_on', 'Identity verification due by', (row, context) => verdict(row, context)?.due_on),
    field<Row>('identity_judged_from', 'Identity verification judged from', (row, context) => {
      const basis = verdict(row, context)?.basis;
      return basis === 'register' ? 'register' : basis === 'law' ? 'law' : undefined;
    }),
    field<Row>('preferred_name', 'Preferred name', (row) => detail(row)?.preferred_name),
    field<Row>('identity_verified_on', 'Identity verified on', (row) => detail(row)?.identity_verified_on),
    field<Row>(
      'authorised_corporate_service_provider_name',
      'Verified through (authorised corporate service provider)',
      (row) => detail(row)?.authorised_corporate_service_provider_name,
    ),
    field<Row>('anti_money_laundering_supervisory_bodies', 'Anti-money-laundering supervisors', (row) =>
      joined(detail(row)?.anti_money_laundering_supervisory_bodies),
    ),
    field<Row>(
      'appointment_verification_statement_date',
      'Verification statement dated',
      (row) => detail(row)?.appointment_verification_statement_date,
    ),
    field<Row>(
      'appointment_verification_start_on',
      'Verification statement from',
      (row) => detail(row)?.appointment_verification_start_on,
    ),
    field<Row>(
      'appointment_verification_end_on',
      'Verification statement until',
      (row) => detail(row)?.appointment_verification_end_on,
    ),
    field<Row>(
      'appointment_verification_statement_due_on',
      'Verification statement due by',
      (row) => detail(row)?.appointment_verification_statement_due_on,
    ),
  ];
}
