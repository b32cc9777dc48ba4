// When the data of a page was copied, for pages the gateway served from its stale copy.

/** What this needs of a gateway result (`GatewayResult`). */
export interface StaleRead {
  stale: boolean;
  /** Seconds since the copy was fetched. */
  ageSeconds: number;
}

/** When the oldest stale read among `reads` was copied (epoch ms); undefined when every read is fresh. */
export function staleCopyTime(reads: readonly (StaleRead | undefined)[], now: number = Date.now()): number | undefined {
  const ages = reads.filter((read): read is StaleRead => !!read?.stale).map((read) => read.ageSeconds);
  return ages.length === 0 ? undefined : now - Math.max(...ages) * 1000;
}
