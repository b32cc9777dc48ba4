'use client';
// The header's search box: suggests companies as you type (ARIA combobox with a listbox;
// arrows move, Enter opens the highlighted company, Escape closes) and otherwise submits
// to /search. Without JavaScript it is a plain GET form to /search.
import Form from 'next/form';
import { useRouter } from 'next/navigation';
import { useId, useState, type KeyboardEvent } from 'react';
import { companyStatusLabel } from '@/lib/labels/company';
import { useCompanySuggestions } from './company-suggestions';
import { Highlighted } from './highlighted';

export function HeaderSearch() {
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, paused, loading } = useCompanySuggestions(value);
  const expanded = open && items.length > 0;
  const highlighted = expanded && active >= 0 && active < items.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openSuggestion = (index: number) => {
    const item = items[index];
    if (!item) return;
    close();
    setValue('');
    router.push(item.links.self);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (items.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (highlighted + 1) % items.length : 0);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive(highlighted <= 0 ? items.length - 1 : highlighted - 1);
        break;
      case 'Enter':
        if (highlighted < 0) return; // submits the form: a full search
        event.preventDefault();
        openSuggestion(highlighted);
        break;
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        close();
        break;
    }
  };

  return (
    <Form action="/search" role="search" aria-label="Search companies" className="relative w-full sm:w-80" onSubmit={close}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search companies
      </label>
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        data-search-input="header"
        placeholder="Search companies"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-400 bg-white py-1.5 pr-9 pl-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <kbd aria-hidden="true" className="pointer-events-none absolute top-1.5 right-2 rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 dark:border-slate-600 dark:text-slate-400">
        /
      </kbd>
      <p id={`${id}-hint`} className="sr-only">
        {paused ? 'Suggestions are paused for now. Press Enter to search.' : 'Type at least two characters for company suggestions. Press Enter to search.'}
      </p>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${items.length} companies suggested` : ''}
      </p>
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
            onClick={() => openSuggestion(index)}
            onMouseMove={() => index !== highlighted && setActive(index)}
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
    </Form>
  );
}
