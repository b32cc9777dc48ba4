'use client';
// A run's progress while it goes: lines done of the total, matches, time left, and whether it
// waits for the registry's budget. It asks GET /api/screen/{run_id} every two seconds and, when
// more lines are done, refreshes the page so the rows that are ready appear; it stops once the
// run is done.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

export interface RunState {
  run_id: string;
  total: number;
  done: number;
  matched: number;
  status: 'running' | 'waiting-for-budget' | 'done';
  eta_seconds?: number;
}

export function timeLeft(seconds: number | undefined): string {
  if (seconds === undefined) return 'working out the time left';
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  if (seconds < 3_600) return `about ${Math.round(seconds / 60)} min left`;
  const hours = Math.floor(seconds / 3_600);
  return `about ${hours} h ${Math.round((seconds - hours * 3_600) / 60)} min left`;
}

export function RunProgress({ initial }: { initial: RunState }) {
  const router = useRouter();
  const [state, setState] = useState(initial);
  const shown = useRef(initial.done);
  useEffect(() => {
    if (state.status === 'done') return;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/screen/${initial.run_id}`, { cache: 'no-store' });
        if (!response.ok) return;
        const next = (await response.json()) as RunState;
        setState(next);
        if (next.done !== shown.current || next.status === 'done') {
          shown.current = next.done;
          router.refresh();
        }
      } catch {
        // The next tick tries again.
        setState((current) => ({ ...current }));
      }
    }, 2_000);
    return () => clearTimeout(timer);
  }, [state, initial.run_id, router]);

  const percent = state.total === 0 ? 100 : Math.floor((100 * state.done) / state.total);
  return (
    <div className="space-y-2" data-testid="run-progress" data-status={state.status}>
      <div
        role="progressbar"
        aria-label="Lines screened"
        aria-valuemin={0}
        aria-valuemax={state.total}
        aria-valuenow={state.done}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={`h-full rounded-full ${state.status === 'waiting-for-budget' ? 'bg-amber-500' : 'bg-blue-700 dark:bg-blue-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {state.done.toLocaleString('en-GB')} of {state.total.toLocaleString('en-GB')} lines done,{' '}
        {state.matched.toLocaleString('en-GB')} matched
        {state.status === 'done'
          ? ' — finished.'
          : state.status === 'waiting-for-budget'
            ? ` — waiting for the registry’s call budget (shared fairly between its users), ${timeLeft(state.eta_seconds)}.`
            : `, ${timeLeft(state.eta_seconds)}.`}
      </p>
    </div>
  );
}
