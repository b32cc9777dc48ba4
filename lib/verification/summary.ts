// The overview's one line on identity verification, in words an analyst reads at a glance:
// "4 of 5 directors and 2 of 2 PSCs verified; 1 director overdue since 15 May 2026" (due by the 14th).
import { formatDate } from '@/lib/labels/dates';
import { plural } from '@/lib/labels/counts';
import { addDays } from '@/lib/registry/verification';
import type { CompanyIdentity, IdentityPerson } from './service';

/** What a company's officers who verify are called. */
export function officerNoun(companyType: string | null | undefined): [one: string, many: string] {
  if (companyType === 'llp') return ['member', 'members'];
  if (companyType === 'limited-partnership') return ['general partner', 'general partners'];
  return ['director', 'directors'];
}

const earliest = (people: readonly IdentityPerson[], key: 'due_on') =>
  people
    .map((p) => p[key])
    .filter((d): d is string => !!d)
    .sort()[0];

function part(people: readonly IdentityPerson[], status: 'overdue' | 'due' | 'withdrawn', noun: [string, string]) {
  const them = people.filter((p) => p.status === status);
  if (them.length === 0) return undefined;
  const who = plural(them.length, noun[0], noun[1]);
  if (status === 'withdrawn') return `${who} withdrew their verification`;
  const date = earliest(them, 'due_on');
  if (status === 'overdue') return `${who} overdue${date ? ` since ${formatDate(addDays(date, 1))}` : ''}`;
  return `${who} due${date ? ` by ${formatDate(date)}` : ''}`;
}

/** The line's sentences; empty when nobody at the company has to verify. */
export function identitySummary(identity: CompanyIdentity, companyType: string | null | undefined): string[] {
  const noun = officerNoun(companyType);
  const { officers, pscs } = identity;
  if (officers.required === 0 && pscs.required === 0) return [];
  const required = identity.people.filter((p) => p.status !== 'not-required');
  const officersRequired = required.filter((p) => p.kind === 'officer');
  const pscsRequired = required.filter((p) => p.kind === 'psc');
  const verified = [
    officers.required > 0 ? `${officers.verified} of ${plural(officers.required, noun[0], noun[1])}` : undefined,
    pscs.required > 0 ? `${pscs.verified} of ${plural(pscs.required, 'PSC')}` : undefined,
  ].filter(Boolean);
  const problems = [
    part(officersRequired, 'overdue', noun),
    part(pscsRequired, 'overdue', ['PSC', 'PSCs']),
    part(officersRequired, 'due', noun),
    part(pscsRequired, 'due', ['PSC', 'PSCs']),
    part(officersRequired, 'withdrawn', noun),
    part(pscsRequired, 'withdrawn', ['PSC', 'PSCs']),
  ].filter(Boolean);
  const sentences = [`${verified.join(' and ')} verified${problems.length ? `; ${problems.join('; ')}` : ''}.`];
  const byLaw = required.filter((p) => p.basis === 'law').length;
  if (byLaw > 0)
    sentences.push(
      `${plural(byLaw, 'person has', 'people have')} no verification details on the register: their dates are the law's (by the next confirmation statement, or 14 days after appointment).`,
    );
  for (const { section } of identity.not_read)
    sentences.push(
      `Not all ${section === 'officers' ? noun[1] : 'PSCs'} were read (the registry's call budget ran out): the counts cover those read.`,
    );
  return sentences;
}

/** A company's counts in a table cell: "3 of 4 verified, 1 overdue". */
export function identityCountsWords({ officers, pscs }: Pick<CompanyIdentity, 'officers' | 'pscs'>): string {
  const required = officers.required + pscs.required;
  if (required === 0) return 'Nobody has to verify';
  const parts = [`${officers.verified + pscs.verified} of ${required} verified`];
  const overdue = officers.overdue + pscs.overdue;
  const due = officers.due + pscs.due;
  if (overdue) parts.push(`${overdue} overdue`);
  if (due) parts.push(`${due} due`);
  return parts.join(', ');
}
