// A run's rows: one per input line, with what was typed, how it matched (and the candidates of
// an ambiguous line, which the run's owner may pick from), the company's status, type, dates,
// registered office postcode, current officers and PSCs, and its signals by severity.
import Link from 'next/link';
import { CompanyStatus } from '@/components/company/company-status';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { linkClass } from '@/components/ui/text-link';
import { companyTypeLabel } from '@/lib/labels/company';
import { plural } from '@/lib/labels/counts';
import { formatDate } from '@/lib/labels/dates';
import type { Tone } from '@/lib/labels/tone';
import type { LineChange } from '@/lib/screening/diff';
import type { LineRecord } from '@/lib/screening/store';
import { signalTitles } from '@/lib/signals/rules';

const HOW: Record<string, { label: string; tone: Tone }> = {
  number: { label: 'Number', tone: 'positive' },
  name: { label: 'Name', tone: 'positive' },
  'previous-name': { label: 'Previous name', tone: 'info' },
  ambiguous: { label: 'Ambiguous', tone: 'warning' },
  none: { label: 'Not found', tone: 'negative' },
};
const SEVERITY_TONE: Record<string, Tone> = { high: 'negative', medium: 'warning', info: 'info' };

const muted = 'text-slate-500 dark:text-slate-400';
const dash = <span className={muted}>—</span>;

function Input({ line }: { line: LineRecord }) {
  const { company_number, company_name, postcode } = line.input;
  return (
    <div className="max-w-56 break-words">
      {company_number ? <div className="font-mono">{company_number}</div> : null}
      {company_name ? <div>{company_name}</div> : null}
      {postcode ? <div className={`text-xs ${muted}`}>{postcode}</div> : null}
    </div>
  );
}

function PickForm({ runId, line }: { runId: string; line: LineRecord }) {
  const candidates = line.result!.row.match.candidates ?? [];
  return (
    <form
      method="post"
      action={`/api/screen/${runId}/lines/${line.line}`}
      className="mt-1 flex flex-wrap items-center gap-2"
    >
      <label className="sr-only" htmlFor={`pick-${line.line}`}>
        The company line {line.line} means
      </label>
      <select
        id={`pick-${line.line}`}
        name="company_number"
        defaultValue={line.pick?.company_number}
        className="max-w-56 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-900"
      >
        {candidates.map((candidate) => (
          <option key={candidate.company_number} value={candidate.company_number}>
            {candidate.company_number} {candidate.company_name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Pick
      </button>
    </form>
  );
}

function Match({ runId, line, canPick }: { runId: string; line: LineRecord; canPick: boolean }) {
  const result = line.result!;
  const { match } = result.row;
  const how = HOW[match.how] ?? HOW.none!;
  return (
    <div className="max-w-72 space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={line.pick ? 'positive' : how.tone}>{line.pick ? 'Picked' : how.label}</Badge>
        {match.confidence !== undefined && !line.pick ? (
          <span className={`text-xs ${muted}`}>{Math.round(match.confidence * 100)}%</span>
        ) : null}
      </div>
      {match.company_number ? (
        <div>
          <Link href={`/company/${match.company_number}`} className={linkClass}>
            {match.company_name ?? match.company_number}
          </Link>{' '}
          <span className={`font-mono text-xs ${muted}`}>{match.company_number}</span>
          {result.matched_name && result.matched_name !== match.company_name ? (
            <div className={`text-xs ${muted}`}>was {result.matched_name}</div>
          ) : null}
        </div>
      ) : null}
      {match.how === 'ambiguous' && !match.company_number ? (
        <ul className="space-y-0.5 text-xs">
          {(match.candidates ?? []).map((candidate) => (
            <li key={candidate.company_number}>
              <Link href={`/company/${candidate.company_number}`} className={linkClass}>
                {candidate.company_name}
              </Link>{' '}
              <span className={`font-mono ${muted}`}>{candidate.company_number}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {match.how === 'ambiguous' && canPick ? <PickForm runId={runId} line={line} /> : null}
      {result.error ? <div className="text-xs text-rose-700 dark:text-rose-400">{result.error}</div> : null}
    </div>
  );
}

function Signals({ line, change }: { line: LineRecord; change?: LineChange }) {
  const { signals } = line.result!.row;
  const notChecked = line.result!.not_checked;
  if (signals.length === 0 && notChecked.length === 0 && !change?.gone_signals.length)
    return line.result!.row.company ? <span className={muted}>None</span> : dash;
  return (
    <ul className="flex max-w-64 flex-wrap gap-1">
      {signals.map((signal) => (
        <li key={signal.code}>
          <Badge tone={SEVERITY_TONE[signal.severity] ?? 'neutral'}>
            {signalTitles[signal.code] ?? signal.code}
            {change?.new_signals.includes(signal.code) ? ' (new)' : ''}
            <span className="sr-only"> ({signal.severity})</span>
          </Badge>
        </li>
      ))}
      {change?.gone_signals.map((code) => (
        <li key={`gone-${code}`} className={`text-xs line-through ${muted}`}>
          {signalTitles[code] ?? code}
        </li>
      ))}
      {notChecked.length > 0 ? <li className={`text-xs ${muted}`}>{notChecked.length} not checked</li> : null}
    </ul>
  );
}

const date = (value: string | undefined) =>
  value ? <span className="whitespace-nowrap">{formatDate(value)}</span> : dash;

export function ResultsTable({
  runId,
  lines,
  canPick,
  changes,
}: {
  runId: string;
  lines: readonly LineRecord[];
  canPick: boolean;
  changes?: ReadonlyMap<number, LineChange>;
}) {
  const columns: Column<LineRecord>[] = [
    { key: 'line', header: 'Line', cell: (line) => <span className="font-mono">{line.line}</span>, className: 'w-12' },
    { key: 'input', header: 'Input', cell: (line) => <Input line={line} /> },
    { key: 'match', header: 'Match', cell: (line) => <Match runId={runId} line={line} canPick={canPick} /> },
    {
      key: 'company',
      header: 'Company',
      cell: (line) => {
        const company = line.result!.row.company;
        if (!company) return dash;
        const change = changes?.get(line.line)?.status;
        return (
          <div className="min-w-36 space-y-0.5">
            <CompanyStatus status={company.company_status} />
            {change?.before ? <div className={`text-xs ${muted}`}>was {change.before}</div> : null}
            {company.type ? <div className="text-xs">{companyTypeLabel(company.type)}</div> : null}
            {company.date_of_creation ? (
              <div className="text-xs">Incorporated {formatDate(company.date_of_creation)}</div>
            ) : null}
            {company.postal_code ? <div className={`text-xs ${muted}`}>{company.postal_code}</div> : null}
          </div>
        );
      },
    },
    {
      key: 'due',
      header: 'Due',
      cell: (line) => {
        const company = line.result!.row.company;
        if (!company) return dash;
        return (
          <dl className="min-w-32 space-y-0.5 text-xs">
            <div>
              <dt className="inline">Accounts: </dt>
              <dd className="inline">{company.accounts_due_on ? date(company.accounts_due_on) : '—'}</dd>
            </div>
            <div>
              <dt className="inline">Confirmation statement: </dt>
              <dd className="inline">
                {company.confirmation_statement_due_on ? date(company.confirmation_statement_due_on) : '—'}
              </dd>
            </div>
          </dl>
        );
      },
    },
    {
      key: 'people',
      header: 'Officers, PSCs',
      cell: (line) => {
        const company = line.result!.row.company;
        if (!company) return dash;
        return (
          <div className="text-xs whitespace-nowrap">
            <div>
              {company.officers_current === undefined
                ? 'Officers not read'
                : plural(company.officers_current, 'officer')}
            </div>
            <div>{company.pscs_current === undefined ? 'PSCs not read' : plural(company.pscs_current, 'PSC')}</div>
          </div>
        );
      },
    },
    { key: 'signals', header: 'Signals', cell: (line) => <Signals line={line} change={changes?.get(line.line)} /> },
  ];
  return (
    <DataTable
      caption="The run’s lines, one row per line of the list"
      columns={columns}
      rows={lines}
      rowKey={(line) => String(line.line)}
    />
  );
}
