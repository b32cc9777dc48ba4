// A small status label. Tones carry meaning by colour and are always paired with text.
import type { ReactNode } from 'react';
import type { Tone } from '@/lib/labels/tone';

const tones: Record<Tone, string> = {
  positive: 'bg-emerald-100 text-emerald-900 ring-emerald-700/20 dark:bg-emerald-900/40 dark:text-emerald-200',
  negative: 'bg-rose-100 text-rose-900 ring-rose-700/20 dark:bg-rose-900/40 dark:text-rose-200',
  warning: 'bg-amber-100 text-amber-900 ring-amber-700/20 dark:bg-amber-900/40 dark:text-amber-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-700/20 dark:bg-slate-800 dark:text-slate-200',
  info: 'bg-sky-100 text-sky-900 ring-sky-700/20 dark:bg-sky-900/40 dark:text-sky-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
