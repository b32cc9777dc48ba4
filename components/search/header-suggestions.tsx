'use client';
// The header search's suggestion list, loaded when the search box is first focused: the
// suggestion machinery (fetching, schemas, labels, highlighting) stays out of every page's
// first load. It reports what it shows to the box (header-search.tsx), which owns the
// keyboard and the combobox's ARIA state.
import { useEffect } from 'react';
import { companyStatusLabel } from '@/lib/labels/company';
import type { CompanySearchItem } from '@/lib/registry/schemas';
import { useCompanySuggestions } from './company-suggestions';
import { Highlighted } from './highlighted';

export interface SuggestionState {
  items: CompanySearchItem[];
  paused: boolean;
}

interface Props {
  value: string;
  open: boolean;
  highlighted: number;
  listboxId: string;
  optionId: (index: number) => string;
  onChange: (state: SuggestionState) => void;
  onPick: (item: CompanySearchItem) => void;
  onHover: (index: number) => void;
}

export default function HeaderSuggestions({ value, open, highlighted, listboxId, optionId, onChange, onPick, onHover }: Props) {
  const { items, paused, loading } = useCompanySuggestions(value);
  useEffect(() => onChange({ items, paused }), [items, paused, onChange]);
  const expanded = open && items.length > 0;
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label="Suggested companies"
      hidden={!expanded}
      aria-busy={loading}
      className="absolute top-full right-0 left-0 z-20 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg sm:left-auto sm:w-[28rem] dark:border-slate-700 dark:bg-slate-900"
    >
      {items.map((item, index) => (
        <li
          key={item.links.self}
          id={optionId(index)}
          role="option"
          aria-selected={index === highlighted}
          // Keep focus in the input: the click opens the company.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
          onMouseMove={() => index !== highlighted && onHover(index)}
          className={`cursor-pointer px-3 py-2 text-sm ${index === highlighted ? 'bg-blue-50 dark:bg-slate-800' : ''}`}
        >
          <span className="block font-medium break-words">
            <Highlighted text={item.title ?? item.company_number} matches={item.title ? item.matches?.title : undefined} />
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {item.company_number} · {companyStatusLabel(item.company_status)}
            {item.address_snippet ? ` · ${item.address_snippet}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
