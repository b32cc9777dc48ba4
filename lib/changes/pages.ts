// What the /following and /activity pages read: the kind filter from the URL (a bad value is
// ignored there, as a page has no 400 to give) and the filter links.
import { CHANGE_KIND_LABELS, CHANGE_KIND_NAMES, isChangeKind, type ChangeKind } from './events';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export function kindFromSearch(params: SearchParamsRecord): ChangeKind | undefined {
  const value = params.kind;
  const text = Array.isArray(value) ? value[0] : value;
  return text && isChangeKind(text) ? text : undefined;
}

/** The "Show" links: every kind, then each kind, on the page at `path`. */
export function kindOptions(path: string, current: ChangeKind | undefined) {
  return [
    { label: 'All changes', href: path, current: current === undefined },
    ...CHANGE_KIND_NAMES.map((kind) => ({
      label: CHANGE_KIND_LABELS[kind],
      href: `${path}?kind=${kind}`,
      current: current === kind,
    })),
  ];
}
