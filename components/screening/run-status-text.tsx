// A run's state in a few words: "1,200 of 2,000 lines, 1,100 matched" and whether it is done.
import { Badge } from '@/components/ui/badge';
import type { ScreenRun } from '@/lib/screening/store';

export function RunStatusText({ run }: { run: Pick<ScreenRun, 'status' | 'done' | 'total' | 'matched'> }) {
  const status =
    run.status === 'done' ? (
      <Badge tone="positive">Done</Badge>
    ) : run.status === 'waiting-for-budget' ? (
      <Badge tone="warning">Waiting for budget</Badge>
    ) : (
      <Badge tone="info">Running</Badge>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      {status}
      {run.status === 'done'
        ? `${run.total.toLocaleString('en-GB')} lines, ${run.matched.toLocaleString('en-GB')} matched`
        : `${run.done.toLocaleString('en-GB')} of ${run.total.toLocaleString('en-GB')} lines, ${run.matched.toLocaleString('en-GB')} matched`}
    </span>
  );
}
