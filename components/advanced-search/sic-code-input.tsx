'use client';
// SIC codes as text ("64209, 68100"), with suggestions from the code titles as one types:
// "holding" offers 64209 Activities of other holding companies. Without JavaScript it is the
// same text field, without suggestions. The titles load on first focus, not with the page.
import { useId, useState } from 'react';

type Titles = Readonly<Record<string, string>>;
const MAX_SUGGESTIONS = 12;

/** Codes whose number starts with, or whose title contains, the last comma-separated term. */
export function suggestSicCodes(titles: Titles, value: string): { value: string; label: string }[] {
  const parts = value.split(',');
  const term = parts.at(-1)!.trim().toLowerCase();
  if (term.length < 2) return [];
  const head = parts
    .slice(0, -1)
    .map((part) => part.trim())
    .filter(Boolean);
  const found: { value: string; label: string }[] = [];
  for (const [code, title] of Object.entries(titles)) {
    if (code.length !== 5) continue;
    if (!code.startsWith(term) && !title.toLowerCase().includes(term)) continue;
    found.push({ value: [...head, code].join(', '), label: `${code} ${title}` });
    if (found.length >= MAX_SUGGESTIONS) break;
  }
  return found;
}

export function SicCodeInput({
  id,
  defaultValue,
  describedBy,
  invalid,
}: {
  id: string;
  defaultValue: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const listId = useId();
  const [titles, setTitles] = useState<Titles>();
  const [value, setValue] = useState(defaultValue);
  const load = () => {
    if (!titles) void import('@/lib/labels/sic-codes').then((module) => setTitles(module.sicCodeTitles));
  };
  const suggestions = titles ? suggestSicCodes(titles, value) : [];
  return (
    <>
      <input
        id={id}
        name="sic_codes"
        type="text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={load}
        list={listId}
        autoComplete="off"
        inputMode="text"
        maxLength={200}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder="e.g. 64209 or holding companies"
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value}>
            {suggestion.label}
          </option>
        ))}
      </datalist>
    </>
  );
}
