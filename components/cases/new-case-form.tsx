'use client';
// Starts a case from /cases and opens it.
import { useRouter } from 'next/navigation';
import { useState } from 'react';

export function NewCaseForm() {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setProblem(undefined);
        try {
          const response = await fetch('/api/cases', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ title }),
          });
          const body = (await response.json()) as {
            case_id?: string;
            errors?: { error_values?: { message?: string } }[];
          };
          if (response.ok && body.case_id) router.push(`/cases/${body.case_id}`);
          else setProblem(body.errors?.[0]?.error_values?.message ?? 'Could not start the case.');
        } catch {
          setProblem('Could not start the case.');
        } finally {
          setBusy(false);
        }
      }}
    >
      <label className="flex flex-col text-sm font-medium">
        New case
        <input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          maxLength={200}
          placeholder="Title"
          className="mt-1 w-72 rounded border border-slate-300 px-2 py-1 font-normal dark:border-slate-600 dark:bg-slate-800"
        />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
      >
        Start a case
      </button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-rose-700 dark:text-rose-400">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
