'use client';
// The header search's suggestion list, loaded when the search box is first focused: the
// suggestion machinery (React Query, schemas, labels, highlighting) stays out of every page's
// first load. It shows companies, officers and disqualified officers in groups, and reports
// the options it shows (in order, across the groups) to the box (header-search.tsx), which
// owns the keyboard and the combobox's ARIA state.
import { useEffect, useMemo } from 'react';
import { companyStatusLabel } from '@/lib/labels/company';
import { Highlighted } from './highlighted';
import type { SearchHit } from './search-hit';
import { useSuggestions } from './suggestions';

export interface SuggestionState {
  /** The options in the order the keyboard moves through them. */
  options: SearchHit[];
  paused: boolean;
}

interface Props {
  value: string;
  open: boolean;
  highlighted: number;
  listboxId: string;
  optionId: (index: number) => string;
  onChange: (state: SuggestionState) => void;
  onPick: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}

/** The second line of a suggestion: a company's number, status and address; a person's description. */
function detailOf(hit: SearchHit): string {
  const parts =
    hit.kind === 'company'
      ? [hit.description.split(' · ')[0], hit.status && companyStatusLabel(hit.status), hit.address]
      : [hit.description];
  return parts.filter(Boolean).join(' · ');
}

export default function HeaderSuggestions({
  value,
  open,
  highlighted,
  listboxId,
  optionId,
  onChange,
  onPick,
  onHover,
}: Props) {
  const { groups, paused, loading } = useSuggestions(value);
  const options = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  useEffect(() => onChange({ options, paused }), [options, paused, onChange]);
  const expanded = open && options.length > 0;
  let index = 0;
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label="Suggestions"
      hidden={!expanded}
      aria-busy={loading}
      className="absolute top-full right-0 left-0 z-20 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg sm:left-auto sm:w-[28rem] dark:border-slate-700 dark:bg-slate-900"
    >
      {groups.map((group) => (
        <li key={group.kind} role="presentation">
          <div
            id={`${listboxId}-${group.kind}`}
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {group.label}
          </div>
          <ul role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
            {group.hits.map((hit) => {
              const at = index++;
              return (
                <li
                  key={hit.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === highlighted}
                  // Keep focus in the input: the click opens the record.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(hit)}
                  onMouseMove={() => at !== highlighted && onHover(at)}
                  className={`cursor-pointer px-3 py-2 text-sm ${at === highlighted ? 'bg-blue-50 dark:bg-slate-800' : ''}`}
                >
                  <span className="block font-medium break-words">
                    <Highlighted text={hit.title} matches={hit.titleMatches} />
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{detailOf(hit)}</span>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
