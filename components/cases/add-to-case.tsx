'use client';
// "Add to case": this page (its path and query) into one of the browser's cases, or into a new
// one. A small disclosure beside the page's other actions; the list of cases is read when it
// opens. Needs JavaScript (the case API takes JSON); without it the control does not show.
import { useState, useSyncExternalStore } from 'react';
import { linkClass } from '@/components/ui/text-link';

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

interface CaseSummary {
  case_id: string;
  title: string;
  access: 'read' | 'edit';
  href: string;
}

type Outcome = { ok: true; title: string; href: string } | { ok: false; message: string };

const messageOf = async (response: Response, fallback: string) => {
  try {
    const body = (await response.json()) as { errors?: { error_values?: { message?: string } }[] };
    return body.errors?.[0]?.error_values?.message ?? fallback;
  } catch {
    return fallback;
  }
};

const subscribe = () => () => undefined;

export function AddToCase({ label = 'Add to case' }: { label?: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [cases, setCases] = useState<CaseSummary[] | undefined>(undefined);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  if (!hydrated) return null;

  const loadCases = async () => {
    if (cases) return;
    try {
      const response = await fetch('/api/cases', { cache: 'no-store' });
      const body = (await response.json()) as { cases?: CaseSummary[] };
      setCases((body.cases ?? []).filter((entry) => entry.access === 'edit'));
    } catch {
      setCases([]);
    }
  };

  const add = async (caseId: string, caseTitle: string) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const response = await fetch(`/api/cases/${caseId}/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ href: `${window.location.pathname}${window.location.search}` }),
      });
      setOutcome(
        response.ok
          ? { ok: true, title: caseTitle, href: `/cases/${caseId}` }
          : { ok: false, message: await messageOf(response, 'Could not add this page to the case.') },
      );
    } catch {
      setOutcome({ ok: false, message: 'Could not add this page to the case.' });
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    const name = title.trim();
    if (!name) {
      setOutcome({ ok: false, message: 'Give the new case a title.' });
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/cases', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: name }),
      });
      if (!response.ok) {
        setOutcome({ ok: false, message: await messageOf(response, 'Could not start a case.') });
        setBusy(false);
        return;
      }
      const made = (await response.json()) as { case_id: string; title: string };
      setCases((known) => [
        { case_id: made.case_id, title: made.title, access: 'edit', href: `/cases/${made.case_id}` },
        ...(known ?? []),
      ]);
      setTitle('');
      await add(made.case_id, made.title);
    } catch {
      setOutcome({ ok: false, message: 'Could not start a case.' });
      setBusy(false);
    }
  };

  return (
    <details
      className="relative inline-block"
      data-add-to-case
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void loadCases();
      }}
    >
      <summary className={`${buttonClass} cursor-pointer list-none`}>{label}</summary>
      <div className="absolute z-20 mt-1 w-72 space-y-3 rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900">
        {cases === undefined ? (
          <p className="text-slate-600 dark:text-slate-400">Reading your cases…</p>
        ) : cases.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">You have no cases yet: start one.</p>
        ) : (
          <ul className="max-h-52 space-y-1 overflow-auto" aria-label="Your cases">
            {cases.map((entry) => (
              <li key={entry.case_id}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                  disabled={busy}
                  onClick={() => void add(entry.case_id, entry.title)}
                >
                  {entry.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <label className="sr-only" htmlFor="new-case-title">
            Title of a new case
          </label>
          <input
            id="new-case-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="New case title"
            maxLength={200}
            className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
          />
          <button type="submit" className={buttonClass} disabled={busy}>
            Start
          </button>
        </form>
        {outcome?.ok ? (
          <p role="status">
            Added to{' '}
            <a className={linkClass} href={outcome.href}>
              {outcome.title}
            </a>{' '}
            ✓
          </p>
        ) : outcome ? (
          <p role="alert" className="text-rose-700 dark:text-rose-400">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </details>
  );
}
