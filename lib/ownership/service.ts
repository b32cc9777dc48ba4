// Ownership walks for the app: the walker reading through the gateway (cache, budget and
// per-client costs as every other read), with its own request budget on a remote registry.
import 'server-only';
import { env } from '@/lib/env';
import { findResource, getRegistry, type GatewayResult } from '@/lib/gateway';
import type { EndpointName } from '@/lib/registry/catalogue';
import { walkOwnership, type OwnershipGraph, type OwnershipReader } from './walk';

/** Whether the registry was asked (a cache hit costs nothing). */
const asked = (result: GatewayResult<EndpointName>) => result.cache === 'miss' || result.cache === 'revalidated';
const read = <N extends EndpointName>(result: GatewayResult<N> | undefined) =>
  result && { data: result.data, called: asked(result) };

export const gatewayOwnershipReader: OwnershipReader = {
  companyProfile: async (company_number) => read(await findResource('companyProfile', { company_number })),
  pscList: async (company_number) => read(await findResource('pscList', { company_number }, { items_per_page: 100 })),
  pscStatements: async (company_number) =>
    read(await findResource('pscStatementList', { company_number }, { items_per_page: 100 })),
};

export interface OwnershipRequest {
  includeCeased?: boolean;
  /** Registry calls allowed on a remote registry (default OWNERSHIP_BUILD_MAX_REQUESTS); the embedded one has no limit. */
  maxRequests?: number;
  /** Node ids to expand past the limits. */
  expand?: readonly string[];
}

/** The company's ownership graph; undefined when the register has no such company. */
export function ownershipOf(
  companyNumber: string,
  { includeCeased = false, expand = [], maxRequests }: OwnershipRequest = {},
): Promise<OwnershipGraph | undefined> {
  const remote = getRegistry().mode === 'remote';
  return walkOwnership(gatewayOwnershipReader, companyNumber, {
    includeCeased,
    expand: new Set(expand),
    maxRequests: remote ? (maxRequests ?? env().OWNERSHIP_BUILD_MAX_REQUESTS) : undefined,
  });
}
