'use client';
// One end of a path: a text box that takes a company number or a node key as it is (so the
// form works without JavaScript) and, as you type a name, suggests companies and officers with
// the header search's suggestion code. Picking one shows its name in the box and sends its key
// from a hidden field (the URL keeps the key); typing again forgets the pick.
import { useId, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Highlighted } from '@/components/search/highlighted';
import type { SearchHit } from '@/components/search/search-hit';
import { useSuggestions } from '@/components/search/suggestions';

/** The node key of a suggestion: companies and officers only (a disqualification is not an appointment). */
export function hitKey(hit: SearchHit): string | undefined {
  const company = /^\/company\/([^/]+)$/.exec(hit.href);
  if (hit.kind === 'company' && company) return `company:${decodeURIComponent(company[1]!)}`;
  const officer = /^\/officers\/([^/]+)\/appointments$/.exec(hit.href);
  if (hit.kind === 'officer' && officer) return `officer:${decodeURIComponent(officer[1]!)}`;
  return undefined;
}

/** What a picked key is, in words, under the box that shows its name. */
export function keyDescription(key: string): string {
  const company = /^company:(.+)$/.exec(key);
  return company ? `company number ${company[1]}` : 'an officer on the register';
}

/** The placeholder: what the box takes, in words. */
export const PICKER_PLACEHOLDER = 'A company name or number, or an officer’s name';

const subscribe = () => () => {};

interface Pick {
  key: string;
  label: string;
}

interface Props {
  name: 'from' | 'to';
  label: string;
  defaultValue?: string;
  /** The chosen record's name, when the server knows it. */
  chosen?: string;
}

export function RecordPicker({ name, label, defaultValue = '', chosen: chosenOnServer }: Props) {
  const id = useId();
  // The server's page (and the page before hydration) shows the key in a named box, which works
  // without JavaScript; once hydrated, a pick shows its name and the key goes in a hidden field.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [picked, setPicked] = useState<Pick | undefined>(
    chosenOnServer && /^(company|officer):/.test(defaultValue)
      ? { key: defaultValue, label: chosenOnServer }
      : undefined,
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showsPick = hydrated && picked !== undefined;
  const value = !hydrated ? defaultValue : picked ? picked.label : (typed ?? defaultValue);
  const { groups } = useSuggestions(showsPick || value.includes(':') ? '' : value);
  const options = useMemo(
    () =>
      groups
        .filter((group) => group.kind !== 'disqualified-officer')
        .flatMap((group) => group.hits.filter((hit) => hitKey(hit))),
    [groups],
  );
  const expanded = open && options.length > 0;
  const highlighted = expanded && active < options.length ? active : -1;
  const pick = (hit: SearchHit | undefined) => {
    const key = hit && hitKey(hit);
    if (!key) return;
    setPicked({ key, label: hit.title });
    setTyped(hit.title);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((highlighted + 1) % options.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive(highlighted <= 0 ? options.length - 1 : highlighted - 1);
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      pick(options[highlighted]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return (
    <div className="relative w-full min-w-0 sm:w-auto sm:min-w-56 sm:flex-1">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {label}
      </label>
      {showsPick ? <input type="hidden" name={name} value={picked.key} /> : null}
      <input
        id={`${id}-input`}
        name={showsPick ? undefined : name}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? `${id}-option-${highlighted}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={value}
        placeholder={PICKER_PLACEHOLDER}
        onChange={(event) => {
          setTyped(event.target.value);
          setPicked(undefined);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-2.5 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
        {showsPick
          ? `Chosen: ${keyDescription(picked.key)}`
          : !hydrated && chosenOnServer
            ? `Chosen: ${chosenOnServer}`
            : 'Type a name for suggestions, or give a company number.'}
      </p>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={`Suggestions for ${label.toLowerCase()}`}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((hit, index) => (
          <li
            key={hit.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === highlighted}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(hit)}
            className={`cursor-pointer px-3 py-1.5 text-sm ${index === highlighted ? 'bg-blue-50 dark:bg-slate-800' : ''}`}
          >
            <span className="block font-medium">
              <Highlighted text={hit.title} matches={hit.titleMatches} />
            </span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {hit.kind === 'company' ? 'Company' : 'Officer'} · {hit.description}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
