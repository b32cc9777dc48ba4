// The yearly filings: accounts (AA) and the confirmation statement (CS01), each moving its
// profile block on a year.
import { ardOnOrAfter } from '../../generator/company';
import { addMonths, addYears, iso, parseIso } from '../../generator/dates';
import { canFile, isCompanyOrLlp, isLlp } from './shared';
import type { CompanyActivityKind } from './types';

/** Accounts (AA) for the period that has ended: the accounts block moves on a year. */
export const accounts: CompanyActivityKind = {
  name: 'accounts',
  weight: 26,
  applies: (p) => canFile(p) && !!p.accounts?.next_made_up_to && isCompanyOrLlp(p),
  apply(scope, p) {
    const block = p.accounts;
    if (!block?.next_made_up_to) return false;
    const end = parseIso(block.next_made_up_to);
    if (end >= scope.today) return false;
    const start = block.next_accounts?.period_start_on ? parseIso(block.next_accounts.period_start_on) : end - 364;
    const type =
      block.last_accounts?.type && block.last_accounts.type !== 'null' ? block.last_accounts.type : 'micro-entity';
    scope.file(p.company_number, {
      date: scope.today,
      type: 'AA',
      category: 'accounts',
      description:
        type === 'audit-exemption-subsidiary'
          ? 'accounts-with-accounts-type-audit-exemption-subsiduary'
          : `accounts-with-accounts-type-${type}`,
      values: { made_up_date: iso(end) },
      action: end,
      pages: [3, 12],
      paper: false,
    });
    const ard = block.accounting_reference_date ?? { day: 31, month: 12 };
    const nextEnd = ardOnOrAfter(ard, end + 300);
    const due = addMonths(nextEnd, p.type === 'plc' ? 6 : 9);
    p.accounts = {
      accounting_reference_date: ard,
      last_accounts: { made_up_to: iso(end), period_end_on: iso(end), period_start_on: iso(start), type },
      next_accounts: { due_on: iso(due), overdue: false, period_end_on: iso(nextEnd), period_start_on: iso(end + 1) },
      next_due: iso(due),
      next_made_up_to: iso(nextEnd),
      overdue: due < scope.today,
    };
    scope.putCompany(p);
    return true;
  },
};

/** A confirmation statement (CS01) made up to its date: the block moves on a year. */
export const confirmation: CompanyActivityKind = {
  name: 'confirmation-statement',
  weight: 26,
  applies: (p) => canFile(p) && !!p.confirmation_statement?.next_made_up_to && isCompanyOrLlp(p),
  apply(scope, p) {
    const block = p.confirmation_statement;
    if (!block?.next_made_up_to) return false;
    const madeUp = parseIso(block.next_made_up_to);
    if (madeUp > scope.today) return false;
    const updates = scope.rng.chance(0.22);
    scope.file(p.company_number, {
      date: scope.today,
      type: isLlp(p) ? 'LLCS01' : 'CS01',
      category: 'confirmation-statement',
      description: updates ? 'confirmation-statement-with-updates' : 'confirmation-statement-with-no-updates',
      values: { made_up_date: iso(madeUp) },
      action: madeUp,
      pages: [3, 6],
      paper: false,
    });
    const next = addYears(madeUp, 1);
    p.confirmation_statement = {
      last_made_up_to: iso(madeUp),
      next_due: iso(next + 14),
      next_made_up_to: iso(next),
      overdue: next + 14 < scope.today,
    };
    scope.putCompany(p);
    return true;
  },
};
