'use client';
// The header's search box: suggests companies, officers and disqualified officers as you type
// (ARIA combobox with a grouped listbox; arrows move, Enter opens the highlighted record,
// Escape closes) and otherwise submits to /search. Without JavaScript it is a plain GET form
// to /search.
// The suggestions themselves are a separate chunk (header-suggestions.tsx), loaded on the
// box's first focus, so the header costs every page almost nothing.
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { appHref } from '@/lib/registry/links';
import type { SuggestionState } from './header-suggestions';
import type { SearchHit } from './search-hit';

const HeaderSuggestions = lazy(() => import('./header-suggestions'));
const NONE: SuggestionState = { options: [], paused: false };
const LABEL = 'Search the register';
/** On a phone, a page with its own search box (home, search) shows that one alone, not two stacked. */
const ONLY_BOX_ON_PHONES = 'max-sm:[body:has(main_[data-search-input])_&]:hidden';

export function HeaderSearch() {
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Suggestions are loaded once the box is first used. */
  const [wanted, setWanted] = useState(false);
  const [{ options: items, paused }, setSuggestions] = useState<SuggestionState>(NONE);
  const showSuggestions = useCallback(
    (next: SuggestionState) =>
      setSuggestions((shown) => (shown.options === next.options && shown.paused === next.paused ? shown : next)),
    [],
  );
  const expanded = open && items.length > 0;
  const highlighted = expanded && active >= 0 && active < items.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openSuggestion = (hit: SearchHit | undefined) => {
    if (!hit) return;
    close();
    setValue('');
    // The registry's link only when it is one of its own paths (never another site's address).
    const href = appHref(hit.href);
    if (href) router.push(href);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const q = value.trim();
    close();
    if (!q) return; // the plain form's answer: /search with its prompt
    event.preventDefault();
    router.push(`/search?q=${encodeURIComponent(q)}`);
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
        openSuggestion(items[highlighted]);
        break;
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        close();
        break;
    }
  };

  return (
    <form
      action="/search"
      role="search"
      aria-label={LABEL}
      className={`relative w-full sm:w-80 ${ONLY_BOX_ON_PHONES}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {LABEL}
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
        placeholder="Companies, officers, disqualified officers"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
          setWanted(true);
        }}
        onFocus={() => {
          setOpen(true);
          setWanted(true);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-400 bg-white py-1.5 pr-3 pl-3 text-sm text-slate-900 placeholder:text-slate-500 sm:pr-9 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1.5 right-2 rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 max-sm:hidden dark:border-slate-600 dark:text-slate-400 pointer-coarse:hidden"
      >
        /
      </kbd>
      <p id={`${id}-hint`} className="sr-only">
        {paused
          ? 'Suggestions are paused for now. Press Enter to search.'
          : 'Type at least two characters for suggestions of companies, officers and disqualified officers. Press Enter to search.'}
      </p>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${items.length} suggestion${items.length === 1 ? '' : 's'}` : ''}
      </p>
      {wanted ? (
        <Suspense fallback={<ul id={listboxId} role="listbox" aria-label="Suggestions" hidden />}>
          <HeaderSuggestions
            value={value}
            open={open}
            highlighted={highlighted}
            listboxId={listboxId}
            optionId={optionId}
            onChange={showSuggestions}
            onPick={openSuggestion}
            onHover={setActive}
          />
        </Suspense>
      ) : (
        <ul id={listboxId} role="listbox" aria-label="Suggestions" hidden />
      )}
    </form>
  );
}
