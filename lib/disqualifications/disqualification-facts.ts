// What a disqualification says, in words: the person's name, the law and section, the
// period and whether it is in force today, court variations.
import { formatDate } from '@/lib/labels/dates';
import { disqualificationActLabel } from '@/lib/labels/people';
import type { Disqualification, NaturalDisqualification } from '@/lib/registry/schemas';

/** "Gareth Lloyd PENHALIGON": forenames and surname, as a heading or title names the person. */
export function disqualifiedName(
  person: Pick<NaturalDisqualification, 'forename' | 'other_forenames' | 'surname'>,
): string {
  return [person.forename, person.other_forenames, person.surname].filter(Boolean).join(' ');
}

/** "Mr Gareth Lloyd PENHALIGON OBE": the full name with title and honours. */
export function disqualifiedFullName(
  person: Pick<NaturalDisqualification, 'title' | 'forename' | 'other_forenames' | 'surname' | 'honours'>,
): string {
  return [person.title, disqualifiedName(person), person.honours].filter(Boolean).join(' ');
}

/** "Company Directors Disqualification Act 1986, section 6"; the Northern Ireland Order has articles. */
export function lawText(reason: Disqualification['reason']): string {
  const act = disqualificationActLabel(reason.act);
  if (reason.section) return `${act}, section ${reason.section}`;
  if (reason.article) return `${act}, article ${reason.article}`;
  return act;
}

/** Far-future end dates (9999-12-31) mean the disqualification has no fixed end. */
export function untilText(date: string): string {
  return Number(date.slice(0, 4)) >= 9000 ? 'Until further notice' : formatDate(date);
}

/** "From 1 March 2022 to 28 February 2030", or "… until further notice". */
export function periodText({
  disqualified_from: from,
  disqualified_until: until,
}: Pick<Disqualification, 'disqualified_from' | 'disqualified_until'>): string {
  const end = untilText(until);
  return `From ${formatDate(from)} ${end === 'Until further notice' ? 'until further notice' : `to ${end}`}`;
}

export type DisqualificationState = 'in-force' | 'ended' | 'future';

/** Whether the disqualification applies on `today` (YYYY-MM-DD): the end date is the last day. */
export function disqualificationState(
  disqualification: Pick<Disqualification, 'disqualified_from' | 'disqualified_until'>,
  today: string,
): DisqualificationState {
  if (today < disqualification.disqualified_from) return 'future';
  if (today > disqualification.disqualified_until) return 'ended';
  return 'in-force';
}

export const disqualificationStateLabels: Record<DisqualificationState, string> = {
  'in-force': 'In force',
  ended: 'Ended',
  future: 'Not yet in force',
};

/** "Varied on 14 September 2023 by the Court of Appeal, case CR-2023-000511". */
export function variationText(variation: NonNullable<Disqualification['last_variation']>[number]): string {
  const parts = [variation.varied_on ? `Varied on ${formatDate(variation.varied_on)}` : 'Varied'];
  if (variation.court_name) parts.push(`by ${variation.court_name}`);
  const text = parts.join(' ');
  return variation.case_identifier ? `${text}, case ${variation.case_identifier}` : text;
}
