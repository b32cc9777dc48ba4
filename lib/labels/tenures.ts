// An officer's time in a role at a company, in words: the connections tables show it and their exports write it.
import { formatDate } from './dates';
import { officerRoleLabel } from './people';

export interface Tenure {
  officer_role: string;
  appointed_on?: string;
  resigned_on?: string;
}

/** "Director, 1 Jun 2004 – 3 Mar 2010" / "Director since 1 Jun 2004" */
export function tenureText(tenure: Tenure): string {
  const role = officerRoleLabel(tenure.officer_role);
  const from = tenure.appointed_on ? formatDate(tenure.appointed_on) : undefined;
  if (tenure.resigned_on) return `${role}, ${from ?? '?'} – ${formatDate(tenure.resigned_on)} (resigned)`;
  return from ? `${role} since ${from}` : role;
}

/** Several tenures, "; " between them. */
export const tenuresText = (list: readonly Tenure[]) => list.map(tenureText).join('; ');
