// Our own filter on company results (advanced search, its export): by identity verification,
// which the registry does not index. Plain module: the form, the page and the server use it.
import { ParameterError } from '@/lib/registry/params';
import type { CompanyIdentity } from './service';

export const IDENTITY_FILTER_VALUES = ['overdue', 'due', 'verified'] as const;
export type IdentityFilter = (typeof IDENTITY_FILTER_VALUES)[number];

export const identityFilterLabels: Record<IdentityFilter, string> = {
  overdue: 'Someone’s verification overdue',
  due: 'Someone’s verification due',
  verified: 'Everyone verified',
};

/** `identity` from a query: undefined when absent; a 400 naming the parameter when not one of ours. */
export function readIdentityFilter(value: string | null | undefined): IdentityFilter | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if ((IDENTITY_FILTER_VALUES as readonly string[]).includes(value)) return value as IdentityFilter;
  throw new ParameterError(
    'identity',
    `identity must be one of ${IDENTITY_FILTER_VALUES.join(', ')} (a filter of this app, not the registry's); got "${value.slice(0, 20)}"`,
  );
}

/** Whether a company's summary answers the filter. */
export function identityMatches(identity: CompanyIdentity, filter: IdentityFilter): boolean {
  const { officers, pscs } = identity;
  if (filter === 'overdue') return officers.overdue + pscs.overdue > 0;
  if (filter === 'due') return officers.due + pscs.due > 0;
  const required = officers.required + pscs.required;
  return required > 0 && officers.verified + pscs.verified === required;
}
