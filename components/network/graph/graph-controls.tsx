'use client';
// The graph's controls: depth, current or all appointments, roles, a year window, the address
// and possibly-same-person toggles, the merge threshold and only the people not verified. Each change is a new view (the
// parent writes it to the URL); all are ordinary form controls, reachable by keyboard.
import { useId, type ReactNode } from 'react';
import { ROLE_GROUPS, ROLE_GROUP_LABELS, type NetworkViewState, type RoleGroup } from './view-state';

interface Props {
  view: NetworkViewState;
  onChange(view: NetworkViewState): void;
  /** A graph given whole (a path) has no depth to choose. */
  fixedDepth?: boolean;
  /** Whether the API marked officers with their person (the registry has a person index). */
  peopleKnown?: boolean;
}

const DEFAULT_MERGE = 0.8;
const fieldset = 'min-w-0 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700';
const legend = 'px-1 text-xs font-semibold text-slate-700 dark:text-slate-300';
const input =
  'rounded border border-slate-400 bg-white px-1.5 py-0.5 text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function Check({
  checked,
  onChange,
  disabled = false,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`flex items-center gap-1.5 text-sm ${disabled ? 'text-slate-500 dark:text-slate-400' : ''}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}

function yearValue(text: string): number | undefined {
  return /^\d{4}$/.test(text) ? Number(text) : undefined;
}

export function GraphControls({ view, onChange, fixedDepth = false, peopleKnown = false }: Props) {
  const id = useId();
  const set = (change: Partial<NetworkViewState>) => onChange({ ...view, ...change });
  const toggleRole = (role: RoleGroup, on: boolean) => {
    const roles = ROLE_GROUPS.filter((group) => (group === role ? on : view.roles.includes(group)));
    if (roles.length) set({ roles });
  };
  return (
    <form
      aria-label="Graph controls"
      className="grid gap-2 text-slate-900 sm:grid-cols-2 lg:grid-cols-3 dark:text-slate-100"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className={fieldset}>
        <legend className={legend}>Reach</legend>
        {!fixedDepth && (
          <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-depth`}>
            Depth
            <select
              id={`${id}-depth`}
              className={input}
              value={view.depth}
              onChange={(event) => set({ depth: Number(event.target.value) as 1 | 2 | 3 })}
            >
              <option value={1}>1 hop</option>
              <option value={2}>2 hops</option>
              <option value={3}>3 hops</option>
            </select>
          </label>
        )}
        <div className="mt-1 flex flex-wrap gap-x-3" role="radiogroup" aria-label="Appointments">
          {(['all', 'active'] as const).map((status) => (
            <label key={status} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name={`${id}-status`}
                checked={view.status === status}
                onChange={() => set({ status })}
              />
              {status === 'all' ? 'All appointments' : 'Current only'}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Roles</legend>
        <div className="flex flex-wrap gap-x-3">
          {ROLE_GROUPS.map((role) => (
            <Check key={role} checked={view.roles.includes(role)} onChange={(on) => toggleRole(role, on)}>
              {ROLE_GROUP_LABELS[role]}
            </Check>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Years held</legend>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label className="flex items-center gap-1.5">
            From
            <input
              className={`${input} w-20`}
              inputMode="numeric"
              pattern="\d{4}"
              placeholder="any"
              defaultValue={view.fromYear ?? ''}
              key={`from-${view.fromYear}`}
              onBlur={(event) => set({ fromYear: yearValue(event.target.value) })}
            />
          </label>
          <label className="flex items-center gap-1.5">
            to
            <input
              className={`${input} w-20`}
              inputMode="numeric"
              pattern="\d{4}"
              placeholder="any"
              defaultValue={view.toYear ?? ''}
              key={`to-${view.toYear}`}
              onBlur={(event) => set({ toYear: yearValue(event.target.value) })}
            />
          </label>
        </div>
      </fieldset>
      <fieldset className={`${fieldset} sm:col-span-2 lg:col-span-3`}>
        <legend className={legend}>Show</legend>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Check checked={view.addresses} onChange={(addresses) => set({ addresses })}>
            Addresses
          </Check>
          <Check checked={view.samePerson} onChange={(samePerson) => set({ samePerson })}>
            Possibly the same person (dashed links)
          </Check>
          <Check checked={view.people} disabled={!peopleKnown && !view.people} onChange={(people) => set({ people })}>
            One node per person{peopleKnown ? '' : ' (this registry has no index of people)'}
          </Check>
          <Check checked={view.merge !== undefined} onChange={(on) => set({ merge: on ? DEFAULT_MERGE : undefined })}>
            Merge possible duplicates
          </Check>
          <Check checked={view.unverified} onChange={(unverified) => set({ unverified })}>
            Only unverified and overdue
          </Check>
          {view.merge !== undefined && (
            <label className="flex items-center gap-1.5 text-sm">
              at a score of at least
              <input
                type="range"
                min={0.5}
                max={1}
                step={0.05}
                value={view.merge}
                onChange={(event) => set({ merge: Number(event.target.value) })}
              />
              <output className="w-8 tabular-nums">{view.merge.toFixed(2)}</output>
            </label>
          )}
        </div>
      </fieldset>
    </form>
  );
}
