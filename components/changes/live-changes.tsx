'use client';
// The changes of a page, kept live: the server's list first, then each change the server
// sends over Server-Sent Events (/api/events), on top, marked new. Pause stops showing them
// (they wait, and come in on resume); a `resync` from the server (this page fell behind)
// reloads the list from the server.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { ChangeMessage } from '@/lib/changes/message';
import { ChangeList } from './change-list';

const MAX_SHOWN = 200;

export function LiveChanges({
  initial,
  streamUrl,
  unreadAfter,
  pausable = false,
  showCompany = true,
  companyNames,
  empty,
}: {
  initial: readonly ChangeMessage[];
  streamUrl: string;
  unreadAfter?: number;
  pausable?: boolean;
  showCompany?: boolean;
  /** Names the server found for the companies in its list; a company first heard live shows its number. */
  companyNames?: Readonly<Record<string, string>>;
  empty: string;
}) {
  const router = useRouter();
  // Every change heard since the page loaded, newest first.
  const [heard, setHeard] = useState<readonly ChangeMessage[]>([]);
  // While paused: how many of them were shown when the reader paused.
  const [pausedWith, setPausedWith] = useState<number | null>(null);
  const [status, setStatus] = useState<'connecting' | 'live' | 'reconnecting'>('connecting');
  const since = initial[0]?.seq ?? 0;

  useEffect(() => {
    const url = new URL(streamUrl, window.location.href);
    if (since) url.searchParams.set('lastEventId', String(since));
    let newest = since;
    const source = new EventSource(url);
    source.onopen = () => setStatus('live');
    source.onerror = () => setStatus('reconnecting');
    source.addEventListener('change', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as ChangeMessage;
      if (change.seq <= newest) return;
      newest = change.seq;
      setHeard((list) => [change, ...list].slice(0, MAX_SHOWN));
    });
    source.addEventListener('resync', () => {
      source.close();
      router.refresh();
    });
    return () => source.close();
  }, [streamUrl, router, since]);

  const visible = pausedWith === null ? heard : heard.slice(heard.length - pausedWith);
  const waiting = heard.length - visible.length;
  const seqs = new Set(visible.map((change) => change.seq));
  const shown = [...visible, ...initial.filter((change) => !seqs.has(change.seq))].slice(0, MAX_SHOWN);
  const paused = pausedWith !== null;
  const resume = () => setPausedWith(null);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span role="status" className="text-slate-600 dark:text-slate-400">
          {paused
            ? `Paused${waiting ? `: ${waiting} new change${waiting === 1 ? '' : 's'} waiting` : ''}`
            : status === 'live'
              ? 'Live: new changes appear as they happen'
              : status === 'connecting'
                ? 'Connecting…'
                : 'Reconnecting…'}
        </span>
        {pausable ? (
          <button
            type="button"
            onClick={paused ? resume : () => setPausedWith(heard.length)}
            className="rounded-md border border-slate-300 bg-white px-3 py-1 font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
          >
            {paused ? 'Resume' : 'Pause'}
          </button>
        ) : null}
      </div>
      <ChangeList
        changes={shown}
        unreadAfter={unreadAfter}
        showCompany={showCompany}
        companyNames={companyNames}
        empty={empty}
        live
      />
    </div>
  );
}
