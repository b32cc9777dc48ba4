// Reading what a changes request asks for: the kinds to show, a company, Last-Event-ID.
// Bad values are 400s that name the parameter.
import { refused } from '@/lib/gateway/http';
import { CHANGE_KIND_NAMES, isChangeKind, type ChangeKind } from './events';

/** `kind` parameters (repeated or comma-separated); none means every kind. */
export function kindsParameter(search: URLSearchParams): ChangeKind[] {
  const values = search
    .getAll('kind')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of values)
    if (!isChangeKind(value))
      throw refused('invalid-query-parameter', {
        error: `kind must be one of ${CHANGE_KIND_NAMES.join(', ')}; got "${value.slice(0, 30)}"`,
        parameter: 'kind',
      });
  return [...new Set(values)] as ChangeKind[];
}

/** Last-Event-ID (the header, or `lastEventId` for a client that cannot set headers): a change's seq. */
export function lastEventIdOf(request: Request): number | undefined {
  const value = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  if (value === null || value.trim() === '') return undefined;
  if (!/^\d{1,15}$/.test(value.trim()))
    throw refused('invalid-query-parameter', {
      error: 'Last-Event-ID must be the id of an event this stream sent (a whole number)',
      parameter: 'Last-Event-ID',
    });
  return Number(value.trim());
}
