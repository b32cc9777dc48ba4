// Without a stream key (a remote registry whose Streaming API we cannot read), the changes
// of followed companies are found by asking: their filing history and profile, through the
// gateway (cache, budget, If-None-Match: an unchanged answer is a cheap 304), every
// CHANGES_POLL_INTERVAL_SECONDS. A new filing or a new profile version becomes a change like
// a stream event would; its "timepoint" is a hash of the filing's id or the profile's ETag,
// so a change found twice is stored once.
import { createHash } from 'node:crypto';
import type { Env } from '@/lib/env';
import { getRegistry } from '@/lib/gateway';
import { describeError, type Logger } from '@/lib/gateway/log';
import { isRegistryError } from '@/lib/registry/errors';
import type { Change, StreamName } from './events';
import { CHANGE_KINDS } from './events';
import type { ChangesStore } from './store';

/** The gateway charges the poller's calls to this name, not to a reader. */
const POLLER_CLIENT = 'changes-poller';

/** A stable, non-negative 52-bit number for a string: a synthetic timepoint. */
export const syntheticTimepoint = (value: string) =>
  Number.parseInt(createHash('sha1').update(value).digest('hex').slice(0, 13), 16);

export interface PollerOptions {
  store: ChangesStore;
  config: Env;
  publish: (change: Change) => Promise<void>;
  log: Logger;
}

function pollChange(
  stream: StreamName,
  companyNumber: string,
  uri: string,
  id: string,
  data: Record<string, unknown>,
  key: string,
): Omit<Change, 'seq'> {
  return {
    stream,
    timepoint: syntheticTimepoint(key),
    kind: CHANGE_KINDS[stream],
    companyNumber,
    resourceKind: stream === 'filings' ? 'filing-history' : 'company-profile',
    resourceUri: uri,
    resourceId: id,
    type: 'changed',
    publishedAt: new Date().toISOString(),
    data,
  };
}

/** One round: every followed company, until the budget runs low. */
export async function pollOnce({ store, publish, log }: Omit<PollerOptions, 'config'>): Promise<number> {
  const gateway = getRegistry();
  let found = 0;
  for (const companyNumber of await store.followedCompanies(10_000)) {
    if (await gateway.budgetLow()) {
      log('warn', 'changes: the registry budget is low; polling of followed companies paused until the next round');
      break;
    }
    try {
      // Marked changed so the gateway asks the registry (with the ETag it holds) instead of its cache.
      gateway.invalidate([`/company/${companyNumber}/filing-history`, `/company/${companyNumber}`]);
      const filings = await gateway.fetch(
        'filingHistoryList',
        { company_number: companyNumber },
        { items_per_page: 10 },
        { client: POLLER_CLIENT },
      );
      for (const item of [...(filings.data.items ?? [])].reverse()) {
        const uri = `/company/${companyNumber}/filing-history/${item.transaction_id}`;
        const change = await store.record(
          pollChange('filings', companyNumber, uri, item.transaction_id, item as Record<string, unknown>, uri),
        );
        if (change) {
          found++;
          await publish(change);
        }
      }
      const profile = await gateway.fetch('companyProfile', { company_number: companyNumber }, undefined, {
        client: POLLER_CLIENT,
      });
      const version = profile.etag ?? profile.body;
      const uri = `/company/${companyNumber}`;
      const change = await store.record(
        pollChange(
          'companies',
          companyNumber,
          uri,
          companyNumber,
          profile.data as Record<string, unknown>,
          `${uri} ${version}`,
        ),
      );
      if (change) {
        found++;
        await publish(change);
      }
    } catch (error) {
      // The poller's share of registry calls (or the registry's own quota) is spent: every
      // other company would be refused too, so the rest wait for the next round.
      if (isRegistryError(error) && error.kind === 'rate-limited') {
        log('warn', `changes: polling of followed companies paused until the next round: ${describeError(error)}`);
        break;
      }
      log('warn', `changes: could not poll ${companyNumber}: ${describeError(error)}`);
    }
  }
  return found;
}

export function startPoller(options: PollerOptions) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    if (!stopped) running = pollOnce(options).catch(() => 0);
  };
  const timer = setInterval(round, options.config.CHANGES_POLL_INTERVAL_SECONDS * 1000);
  timer.unref();
  round();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
