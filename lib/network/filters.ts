// Which appointments a graph draws: current only or all, the roles asked for (directors,
// secretaries, LLP members, corporate officers), and a year window in which the appointment
// held for at least a day (a current one runs to today).

export const ROLE_GROUPS = ['directors', 'secretaries', 'llp-members', 'corporate'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];
export type NetworkStatus = 'active' | 'all';

export interface AppointmentFilter {
  status: NetworkStatus;
  /** Empty or undefined: every role. */
  roles?: ReadonlySet<RoleGroup>;
  /** Inclusive years. */
  years?: { from?: number; to?: number };
}

/** The role groups an officer_role belongs to (a corporate nominee director is a director and corporate). */
export function roleGroupsOf(role: string): RoleGroup[] {
  const groups: RoleGroup[] = [];
  if (role.endsWith('director')) groups.push('directors');
  if (role.endsWith('secretary')) groups.push('secretaries');
  if (role.includes('llp-') && role.includes('member')) groups.push('llp-members');
  if (role.startsWith('corporate')) groups.push('corporate');
  return groups;
}

export interface AppointmentFacts {
  officer_role: string;
  appointed_on?: string;
  appointed_before?: string;
  resigned_on?: string;
}

export function keepsAppointment(appointment: AppointmentFacts, filter: AppointmentFilter): boolean {
  if (filter.status === 'active' && appointment.resigned_on) return false;
  if (
    filter.roles &&
    filter.roles.size > 0 &&
    !roleGroupsOf(appointment.officer_role).some((g) => filter.roles!.has(g))
  )
    return false;
  const { from, to } = filter.years ?? {};
  if (from !== undefined || to !== undefined) {
    const start = Number((appointment.appointed_on ?? appointment.appointed_before ?? '0000').slice(0, 4));
    const end = appointment.resigned_on ? Number(appointment.resigned_on.slice(0, 4)) : Number.POSITIVE_INFINITY;
    if (to !== undefined && start > to) return false;
    if (from !== undefined && end < from) return false;
  }
  return true;
}
