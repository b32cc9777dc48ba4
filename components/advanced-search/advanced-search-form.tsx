// The advanced search form: a plain GET form to /advanced-search, so every value is in the
// address and it works without JavaScript. A field with a problem says so under it.
import type { ReactNode } from 'react';
import { fieldLabels, statusOptions, subtypeOptions, typeOptions, type AdvancedRequest } from './query';
import { SicCodeInput } from './sic-code-input';
import { IDENTITY_FILTER_VALUES, identityFilterLabels } from '@/lib/verification/filter';
import { SIGNAL_CODES, signalTitles } from '@/lib/signals/rules';

const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
type Errors = AdvancedRequest['errors'];

function Field({
  name,
  errors,
  hint,
  children,
}: {
  name: keyof typeof fieldLabels;
  errors: Errors;
  hint?: string;
  children: ReactNode;
}) {
  const error = errors[name];
  return (
    <div className="space-y-1">
      <label htmlFor={`as-${name}`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {fieldLabels[name]}
      </label>
      {hint && (
        <p id={`as-${name}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`as-${name}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (name: string, errors: Errors, hint = false) =>
  [hint ? `as-${name}-hint` : '', errors[name as keyof Errors] ? `as-${name}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

function TextInput({
  name,
  request,
  hint,
  type = 'text',
}: {
  name: keyof AdvancedRequest['form']['text'];
  request: AdvancedRequest;
  hint?: string;
  type?: 'text' | 'date';
}) {
  return (
    <Field name={name} errors={request.errors} hint={hint}>
      <input
        id={`as-${name}`}
        name={name}
        type={type}
        defaultValue={request.form.text[name]}
        maxLength={200}
        aria-describedby={describedBy(name, request.errors, !!hint)}
        aria-invalid={request.errors[name] ? true : undefined}
        className={inputClass}
      />
    </Field>
  );
}

/** Our own filter, not the registry's: it checks each company the registry's filters found. */
function IdentitySelect({ request }: { request: AdvancedRequest }) {
  const error = request.errors.identity;
  return (
    <div className="space-y-1">
      <label htmlFor="as-identity" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Identity verification
      </label>
      <p id="as-identity-hint" className="text-xs text-slate-600 dark:text-slate-400">
        A filter of this app, not the registry&apos;s: each company found is checked in turn, so it is slower
      </p>
      <select
        id="as-identity"
        name="identity"
        defaultValue={request.identity ?? ''}
        aria-describedby={['as-identity-hint', error ? 'as-identity-error' : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      >
        <option value="">Any</option>
        {IDENTITY_FILTER_VALUES.map((value) => (
          <option key={value} value={value}>
            {identityFilterLabels[value]}
          </option>
        ))}
      </select>
      {error && (
        <p id="as-identity-error" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Our own filter: companies with any of the chosen signals (each company found is checked in turn). */
function SignalCheckboxes({ request }: { request: AdvancedRequest }) {
  const chosen = new Set<string>(request.signals ?? []);
  const error = request.errors.signals;
  return (
    <details open={chosen.size > 0 || !!error} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
        Signals{chosen.size > 0 ? ` (${chosen.size} chosen)` : ''}: this app&apos;s filter, any of those chosen
      </summary>
      <fieldset className="mt-2" aria-describedby={error ? 'as-signals-error' : undefined}>
        <legend className="sr-only">Signals</legend>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {SIGNAL_CODES.map((code) => (
            <label key={code} className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input type="checkbox" name="signals" value={code} defaultChecked={chosen.has(code)} className="mt-0.5" />
              <span>{signalTitles[code]}</span>
            </label>
          ))}
        </div>
        {error && (
          <p id="as-signals-error" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </fieldset>
    </details>
  );
}

function Checkboxes({
  name,
  options,
  request,
  columns = false,
}: {
  name: 'company_status' | 'company_type' | 'company_subtype';
  options: readonly { value: string; label: string }[];
  request: AdvancedRequest;
  columns?: boolean;
}) {
  const chosen = new Set(request.form.lists[name]);
  const error = request.errors[name];
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `as-${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{fieldLabels[name]}</legend>
      <div className={columns ? 'grid gap-x-4 gap-y-1 sm:grid-cols-2' : 'space-y-1'}>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              className="mt-0.5"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`as-${name}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function AdvancedSearchForm({ request }: { request: AdvancedRequest }) {
  const typesChosen = request.form.lists.company_type.length > 0 || !!request.errors.company_type;
  return (
    <form
      method="get"
      action="/advanced-search"
      role="search"
      aria-label="Advanced company search"
      className="space-y-6"
      noValidate
    >
      <div className="grid gap-4 md:grid-cols-3">
        <TextInput name="company_name_includes" request={request} hint="Every word must be in the name" />
        <TextInput name="company_name_excludes" request={request} hint="Leave out names with any of these words" />
        <TextInput name="location" request={request} hint="Words of the registered office: a town or a postcode" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
            Incorporated (both dates included)
          </legend>
          <TextInput name="incorporated_from" request={request} type="date" />
          <TextInput name="incorporated_to" request={request} type="date" />
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
            Dissolved (both dates included)
          </legend>
          <TextInput name="dissolved_from" request={request} type="date" />
          <TextInput name="dissolved_to" request={request} type="date" />
        </fieldset>
      </div>
      <Field
        name="sic_codes"
        errors={request.errors}
        hint="Codes separated by commas, or words of an activity (software): words are read as the codes whose descriptions have them"
      >
        <SicCodeInput
          id="as-sic_codes"
          defaultValue={request.form.lists.sic_codes.join(', ')}
          describedBy={[
            describedBy('sic_codes', request.errors, true),
            request.sicWords.length > 0 ? 'as-sic_codes-read' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          invalid={!!request.errors.sic_codes}
        />
        {request.sicWords.length > 0 && (
          <div id="as-sic_codes-read" role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {request.sicWords.map(({ word, codes }) => (
              <div key={word}>
                <p>
                  “{word}” was read as {codes.length === 1 ? 'this code' : `these ${codes.length} codes`}:
                </p>
                <ul className="ml-5 list-disc">
                  {codes.map(({ code, title }) => (
                    <li key={code}>
                      <span className="font-mono">{code}</span> {title}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </Field>
      <div className="grid gap-6 md:grid-cols-3">
        <Checkboxes name="company_status" options={statusOptions} request={request} />
        <div className="space-y-4 md:col-span-2">
          <details open={typesChosen} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
            <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
              Company type
              {request.form.lists.company_type.length > 0 ? ` (${request.form.lists.company_type.length} chosen)` : ''}
            </summary>
            <div className="mt-2">
              <Checkboxes name="company_type" options={typeOptions} request={request} columns />
            </div>
          </details>
          <Checkboxes name="company_subtype" options={subtypeOptions} request={request} />
          <IdentitySelect request={request} />
          <SignalCheckboxes request={request} />
        </div>
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          className="rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          Search
        </button>
        <a
          href="/advanced-search"
          className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Clear
        </a>
      </div>
    </form>
  );
}
