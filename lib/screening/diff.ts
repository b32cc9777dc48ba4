// What changed between a run and the earlier run it repeats, line by line (a rerun keeps the
// lines in order): companies dissolved or otherwise changed in status, signals that appeared or
// went, and lines now matched to another company. One sentence sums it up: "3 companies
// dissolved, 2 new signals since 12 Oct 2026".
import { plural } from '@/lib/labels/counts';
import { formatDate } from '@/lib/labels/dates';
import type { SignalCode } from '@/lib/signals/rules';
import type { LineRecord } from './store';

export interface LineChange {
  line: number;
  status?: { before?: string; after?: string };
  new_signals: SignalCode[];
  gone_signals: SignalCode[];
  /** The line now matches another company (or none, or one where it had none). */
  match?: { before?: string; after?: string };
}

export interface RunChanges {
  dissolved: number;
  /** Status changes other than dissolution. */
  status_changed: number;
  new_signals: number;
  gone_signals: number;
  match_changed: number;
  byLine: Map<number, LineChange>;
}

const CLOSED = new Set(['dissolved', 'closed', 'converted-closed', 'removed']);

/** The changes from `before` (the earlier run's lines) to `after`; lines not screened in both are left out. */
export function changesSince(before: readonly LineRecord[], after: readonly LineRecord[]): RunChanges {
  const earlier = new Map(before.map((line) => [line.line, line]));
  const changes: RunChanges = {
    dissolved: 0,
    status_changed: 0,
    new_signals: 0,
    gone_signals: 0,
    match_changed: 0,
    byLine: new Map(),
  };
  for (const line of after) {
    const now = line.result?.row;
    const then = earlier.get(line.line)?.result?.row;
    // A line either run could not screen at all says nothing about change.
    if (!now || !then || line.result?.error || earlier.get(line.line)?.result?.error) continue;
    const change: LineChange = { line: line.line, new_signals: [], gone_signals: [] };
    if (now.match.company_number !== then.match.company_number) {
      change.match = {
        ...(then.match.company_number ? { before: then.match.company_number } : {}),
        ...(now.match.company_number ? { after: now.match.company_number } : {}),
      };
      changes.match_changed++;
    } else if (now.match.company_number) {
      const was = then.company?.company_status;
      const is = now.company?.company_status;
      if (was !== is) {
        change.status = { ...(was ? { before: was } : {}), ...(is ? { after: is } : {}) };
        if (is && CLOSED.has(is) && !(was && CLOSED.has(was))) changes.dissolved++;
        else changes.status_changed++;
      }
      const had = new Set(then.signals.map((signal) => signal.code));
      const has = new Set(now.signals.map((signal) => signal.code));
      // A signal one of the runs could not check (the budget, a capability) neither appeared nor went.
      const uncheckedBefore = new Set(earlier.get(line.line)!.result!.not_checked.map((entry) => entry.code));
      const uncheckedNow = new Set(line.result!.not_checked.map((entry) => entry.code));
      change.new_signals = [...has].filter((code) => !had.has(code) && !uncheckedBefore.has(code));
      change.gone_signals = [...had].filter((code) => !has.has(code) && !uncheckedNow.has(code));
      changes.new_signals += change.new_signals.length;
      changes.gone_signals += change.gone_signals.length;
    }
    if (change.match || change.status || change.new_signals.length > 0 || change.gone_signals.length > 0)
      changes.byLine.set(line.line, change);
  }
  return changes;
}

/** "3 companies dissolved, 2 new signals since 12 October 2026", or that nothing changed. */
export function describeChanges(changes: RunChanges, since: number): string {
  const parts: string[] = [];
  if (changes.dissolved) parts.push(`${plural(changes.dissolved, 'company', 'companies')} dissolved`);
  if (changes.status_changed)
    parts.push(`${plural(changes.status_changed, 'other change', 'other changes')} of status`);
  if (changes.new_signals) parts.push(`${plural(changes.new_signals, 'new signal', 'new signals')}`);
  if (changes.gone_signals) parts.push(`${plural(changes.gone_signals, 'signal', 'signals')} gone`);
  if (changes.match_changed) parts.push(`${plural(changes.match_changed, 'line', 'lines')} matched differently`);
  const date = formatDate(new Date(since).toISOString().slice(0, 10));
  return parts.length === 0 ? `Nothing changed since ${date}` : `${parts.join(', ')} since ${date}`;
}
