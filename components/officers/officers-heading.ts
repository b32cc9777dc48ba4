// A company's officer list heading, worded as the official register words it.
import type { OfficerList } from '@/lib/registry/schemas';
import { plural } from '@/lib/labels/counts';

/**
 * "12 officers / 5 resignations" (every appointment ever, then those that ended); an overseas
 * entity's managing officers "cease" rather than resign. "7 current officers" when filtered.
 */
export function officersHeading(
  data: Pick<OfficerList, 'total_results' | 'active_count' | 'inactive_count' | 'resigned_count'>,
  currentOnly: boolean,
  companyType?: string,
): string {
  if (currentOnly) return plural(data.total_results, 'current officer', 'current officers');
  const officers = data.active_count + (data.inactive_count ?? 0) + data.resigned_count;
  const [one, many] =
    companyType === 'registered-overseas-entity' ? ['cessation', 'cessations'] : ['resignation', 'resignations'];
  return `${plural(officers, 'officer', 'officers')} / ${plural(data.resigned_count, one, many)}`;
}
