// How many appointments an officer has, in total and by state.
import type { AppointmentList } from '@/lib/registry/schemas';

export interface AppointmentCounts {
  /** Every appointment, current or not; unknown when only a filtered page without counts was read. */
  total?: number;
  current?: number;
  resigned?: number;
  /** Never resigned, but the company is dissolved or closed. */
  inactive?: number;
}

/**
 * The registry sends active, inactive and resigned counts beside `total_results` (which only
 * counts what the filter lets through); older responses lack the counts.
 */
export function appointmentCounts(
  data: Pick<AppointmentList, 'total_results' | 'active_count' | 'inactive_count' | 'resigned_count'>,
  currentOnly: boolean,
): AppointmentCounts {
  const { active_count: current, inactive_count: inactive, resigned_count: resigned } = data;
  if (current !== undefined && resigned !== undefined) {
    return { total: current + (inactive ?? 0) + resigned, current, resigned, inactive: inactive ?? 0 };
  }
  return currentOnly ? { current: data.total_results } : { total: data.total_results, current, resigned, inactive };
}
