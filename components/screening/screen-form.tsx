'use client';
// The /screen form: paste lines or choose a CSV or XLSX file. It posts to /api/screen as a
// plain form (so it works without JavaScript: the API answers with a redirect to the run); with
// JavaScript, choosing a file or pasting lines asks /api/screen/preview for the list's columns,
// and a list of several columns gets a picker (which holds the numbers, the names, the
// postcodes) with the first values of each, the likeliest columns chosen.
import { useRef, useState } from 'react';

interface PreviewColumn {
  index: number;
  header: string;
  samples: string[];
}
interface Preview {
  name: string;
  single: boolean;
  rows: number;
  columns: PreviewColumn[];
  mapping: { header: boolean; company_number?: number; company_name?: number; postcode?: number };
}

const FIELDS = [
  { name: 'company_number', label: 'Company numbers' },
  { name: 'company_name', label: 'Company names' },
  { name: 'postcode', label: 'Postcodes' },
] as const;

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900';

export function ScreenForm({ maxLines }: { maxLines: number }) {
  const form = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<Preview | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);

  async function ask() {
    const element = form.current;
    if (!element) return;
    const data = new FormData(element);
    for (const field of FIELDS) data.delete(`${field.name}_column`);
    data.delete('header');
    const file = data.get('file');
    const text = data.get('text');
    if (!(file instanceof File && file.size > 0) && !(typeof text === 'string' && text.trim())) {
      setPreview(undefined);
      setProblem(undefined);
      return;
    }
    const mine = ++asked.current;
    try {
      const response = await fetch('/api/screen/preview', {
        method: 'POST',
        body: data,
        headers: { accept: 'application/json' },
      });
      const body = (await response.json().catch(() => ({}))) as Preview & { errors?: { error: string }[] };
      if (mine !== asked.current) return;
      if (!response.ok) {
        setPreview(undefined);
        setProblem(body.errors?.[0]?.error ?? `The list could not be read (${response.status}).`);
        return;
      }
      setProblem(undefined);
      setPreview(body);
    } catch {
      if (mine === asked.current) setProblem('The list could not be checked; you can still screen it.');
    }
  }

  const several = preview && !preview.single && preview.columns.length > 1;
  return (
    <form
      ref={form}
      method="post"
      action="/api/screen"
      encType="multipart/form-data"
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      onSubmit={() => setBusy(true)}
    >
      <div className="space-y-1">
        <label htmlFor="screen-text" className="block font-medium">
          Paste a list
        </label>
        <p id="screen-text-hint" className="text-sm text-slate-600 dark:text-slate-400">
          One company a line: a company number, or a name (a postcode at the end helps). Rows copied from a spreadsheet
          keep their columns. Up to {maxLines.toLocaleString('en-GB')} lines.
        </p>
        <textarea
          id="screen-text"
          name="text"
          rows={8}
          aria-describedby="screen-text-hint"
          className={`${inputClass} font-mono`}
          placeholder={'00006400\nAcme Widgets Ltd, SW1A 1AA\nsc123456'}
          onBlur={() => void ask()}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="screen-file" className="block font-medium">
          Or upload a CSV or XLSX file
        </label>
        <input
          id="screen-file"
          name="file"
          type="file"
          accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="block text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-700 dark:file:bg-slate-800"
          onChange={() => void ask()}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A file is screened instead of pasted lines. Columns are found by their header (company_number, company_name,
          postcode or the usual words for them); you can choose them below.
        </p>
      </div>

      {problem ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
          {problem}
        </p>
      ) : null}

      {preview ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="screen-preview">
          {preview.rows.toLocaleString('en-GB')} {preview.rows === 1 ? 'line' : 'lines'} in {preview.name}
          {several ? `, ${preview.columns.length} columns` : ''}.
        </p>
      ) : null}

      {several ? (
        <fieldset className="space-y-3" key={`${preview.name}-${preview.rows}-${preview.columns.length}`}>
          <legend className="font-medium">Which column holds what</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {FIELDS.map((field) => (
              <div key={field.name} className="space-y-1">
                <label htmlFor={`column-${field.name}`} className="block text-sm">
                  {field.label}
                </label>
                <select
                  id={`column-${field.name}`}
                  name={`${field.name}_column`}
                  defaultValue={preview.mapping[field.name] ?? ''}
                  className={inputClass}
                >
                  <option value="">None</option>
                  {preview.columns.map((column) => (
                    <option key={column.index} value={column.index}>
                      {column.header || `Column ${column.index + 1}`}
                      {column.samples[0] ? ` (${column.samples[0].slice(0, 30)})` : ''}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="header" value="1" defaultChecked={preview.mapping.header} />
            The first row names the columns (it is not screened)
          </label>
        </fieldset>
      ) : null}

      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-60 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
      >
        {busy ? 'Starting…' : 'Screen the list'}
      </button>
    </form>
  );
}
