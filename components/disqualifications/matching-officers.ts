// The other way round from the officer pages' disqualification flag: which officers on the
// register (current or past appointments) may be this disqualified person. The register links the
// two records by nothing, so the link is lib/identity's rule (matchDisqualified): the same name
// once normalised and the same month of birth, with the evidence, never a merge. One officer
// search on the name through the gateway (cached like every read); on a metered registry none
// when the budget is low, and the page says the officers were not checked.
import 'server-only';
import { budgetLow, findResource, getRegistry } from '@/lib/gateway';
import { appLog, describeError } from '@/lib/gateway/log';
import {
  disqualifiedPersonFrom,
  matchDisqualified,
  type DisqualifiedPerson,
  type OfficerToCheck,
} from '@/lib/identity/disqualified';
import { officerIdFrom, searchWordsFor, type MonthOfBirth } from '@/lib/identity/same-person';
import type { NaturalDisqualification, OfficerSearch } from '@/lib/registry/schemas';

export interface MatchingOfficer {
  officer_id: string;
  /** As the search shows it. */
  name: string;
  date_of_birth: MonthOfBirth;
  appointment_count?: number;
  evidence: string[];
}

export type MatchingOfficersView =
  { state: 'checked'; officers: MatchingOfficer[] } | { state: 'not-checked'; reason: string };

/** The officers among a search's results who match `person`, in the search's order, each once. */
export function matchingOfficers(person: DisqualifiedPerson, search: OfficerSearch | undefined): MatchingOfficer[] {
  const seen = new Set<string>();
  return (search?.items ?? []).flatMap((item): MatchingOfficer[] => {
    const officerId = officerIdFrom(item.links.self);
    if (!officerId || !item.date_of_birth || seen.has(officerId)) return [];
    const officer: OfficerToCheck = {
      officer_id: officerId,
      name: item.title,
      date_of_birth: { month: item.date_of_birth.month, year: item.date_of_birth.year },
    };
    const evidence = matchDisqualified(officer, person);
    if (!evidence) return [];
    seen.add(officerId);
    return [
      {
        officer_id: officerId,
        name: item.title,
        date_of_birth: officer.date_of_birth!,
        appointment_count: item.appointment_count,
        evidence,
      },
    ];
  });
}

/**
 * The officers who may be this disqualified person; undefined when the record gives no name or
 * date of birth to match on (nothing to say).
 */
export async function matchingOfficersOf(
  officerId: string,
  record: NaturalDisqualification,
): Promise<MatchingOfficersView | undefined> {
  const person = disqualifiedPersonFrom(officerId, record);
  if (!person) return undefined;
  const registry = getRegistry();
  try {
    if (!(await registry.capabilities()).answers('searchOfficers'))
      return { state: 'not-checked', reason: 'this registry cannot search its officers' };
    if (registry.metered && (await budgetLow()))
      return { state: 'not-checked', reason: 'the registry’s request budget is low' };
    // Forename and surname as the record gives them: the search also finds records without the middle names.
    const words = searchWordsFor(person.parsed, `${record.surname ?? ''}, ${record.forename ?? ''}`);
    const found = await findResource('searchOfficers', {}, { q: words, items_per_page: 100 });
    return { state: 'checked', officers: matchingOfficers(person, found?.data) };
  } catch (error) {
    appLog('warn', `officer search for disqualified officer ${officerId} failed: ${describeError(error)}`);
    return { state: 'not-checked', reason: 'the registry did not answer the search' };
  }
}
