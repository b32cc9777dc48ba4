// A Connections page (a company's or an officer's), composed once: where the interactive graph
// mounts, the graph's downloads, what the build left out, and the ranked table, which works
// alone without JavaScript.
import type { ReactNode } from 'react';
import { inlineLinkClass } from '@/components/ui/text-link';
import type { ConnectionsTable } from '@/lib/network/connections-tables';
import { NetworkView } from './graph/network-view';

const REASONS = {
  cap: (size?: number) => `not expanded: ${size?.toLocaleString('en-GB') ?? 'too many'} appointments or officers`,
  budget: () => 'not expanded: the build used its share of registry requests',
  hub: (size?: number) => `a shared address with ${size?.toLocaleString('en-GB')} records, not expanded`,
  page: (size?: number) => `${size?.toLocaleString('en-GB')} more at this address`,
  unavailable: () => 'the registry did not answer for it',
  size: () => 'not expanded: the graph reached the most records one build draws',
  time: () => 'not expanded: the build reached its time limit',
} as const;

export interface NetworkPageProps {
  /** `company:{n}` or `officer:{id}`. */
  seedKey: string;
  /** The graph's API path: `/api/network/company/{n}`. */
  apiPath: string;
  table: Pick<ConnectionsTable<unknown>, 'name' | 'truncated' | 'requests'> &
    Partial<Pick<ConnectionsTable<unknown>, 'readPastCaps'>>;
  /** The ranked table (a ComputedList). */
  children: ReactNode;
}

export function NetworkPage({ seedKey, apiPath, table, children }: NetworkPageProps) {
  return (
    <section aria-labelledby="connections-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="connections-heading" className="text-lg font-semibold">
          Connections
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {seedKey.startsWith('officer:')
            ? 'Who sits with whom, two appointments out: the companies this officer sits on and the other officers there.'
            : 'Who sits with whom, two appointments out: the officers here and the other companies they sit on.'}{' '}
          {/* A plain link: the path page (/connections) is net-ui's, and is not prefetched from here. */}
          <a className={inlineLinkClass} href={`/connections?from=${encodeURIComponent(seedKey)}`}>
            Find the path to another record
          </a>
        </p>
      </div>

      {/* The interactive graph (components/network/graph), loaded after hydration; until then, and
          without JavaScript, the downloads at depth 2. */}
      <div id="connections-graph" data-seed={seedKey} data-api={apiPath} className="space-y-2">
        <NetworkView seeds={[seedKey]} title={table.name}>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Download the graph (depth 2):{' '}
            <a className={inlineLinkClass} href={`${apiPath}?format=json`} download>
              JSON (graphology)
            </a>
            {' · '}
            <a className={inlineLinkClass} href={`${apiPath}?format=gexf`} download>
              GEXF (Gephi)
            </a>
            {' · '}
            <a className={inlineLinkClass} href={`${apiPath}?format=csv`} download>
              CSV of the links
            </a>
          </p>
        </NetworkView>
      </div>

      {/* The table reads past the drawing's caps: say so, so that a node drawn unexpanded is not
          taken for one whose boards the table left out. */}
      {(table.readPastCaps?.length ?? 0) > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="read-past-caps">
          Counted in the table below though the drawing leaves {table.readPastCaps!.length === 1 ? 'it' : 'them'}{' '}
          unexpanded:{' '}
          {table.readPastCaps!.map((cut, index) => (
            <span key={cut.node}>
              {index > 0 ? '; ' : ''}
              {cut.label} ({cut.size?.toLocaleString('en-GB')}{' '}
              {cut.node.startsWith('officer:') ? 'appointments' : 'officers'})
            </span>
          ))}
          .
        </p>
      )}
      {table.truncated.length > 0 && (
        <details className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
          <summary className="cursor-pointer font-medium">
            {table.truncated.length.toLocaleString('en-GB')} record{table.truncated.length === 1 ? '' : 's'} not
            expanded (not read for the table either)
          </summary>
          <ul className="mt-2 space-y-1">
            {table.truncated.map((cut) => (
              <li key={cut.node}>
                {cut.label}: {REASONS[cut.reason](cut.size)}
              </li>
            ))}
          </ul>
        </details>
      )}

      {children}
    </section>
  );
}
