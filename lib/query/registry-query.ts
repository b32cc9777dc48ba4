// React Query options for any catalogue endpoint, read through the app's proxy
// (lib/query/proxy-fetch.ts): the tables' page turns and prefetches share them.
import { queryOptions } from '@tanstack/react-query';
import type { EndpointName, ParamsOf } from '@/lib/registry/catalogue';
import { toSearchParams } from '@/lib/registry/params';
import { fetchResource, type QueryArgs } from './proxy-fetch';

export const registryKey = <N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryArgs) =>
  ['registry', name, params, toSearchParams(query).toString()] as const;

/** Query options for one endpoint call; shared by hooks and prefetches. */
export function registryQuery<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryArgs) {
  return queryOptions({
    queryKey: registryKey(name, params, query),
    queryFn: ({ signal }) => fetchResource(name, params, query, signal),
  });
}
