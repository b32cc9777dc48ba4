// Search results of any kind, mapped to what a result line shows: a title with its
// matches, where it links, a status (companies), a description line and an address.
import { formatAddress } from '@/lib/labels/address';
import { searchDescription, type SearchResultKind } from '@/lib/labels/search';
import type {
  CompanySearchItem,
  DisqualifiedOfficerSearchItem,
  OfficerSearchItem,
  SearchAllItem,
} from '@/lib/registry/schemas';

export type SearchItem = SearchAllItem | CompanySearchItem | OfficerSearchItem | DisqualifiedOfficerSearchItem;

export interface SearchHit {
  key: string;
  kind: SearchResultKind | 'other';
  title: string;
  titleMatches: number[];
  href: string;
  /** Company status key (companies only). */
  status?: string;
  /** "00006400 · Incorporated 2 July 2002", "75 appointments in total · Born March 1947". */
  description: string;
  address: string;
  addressMatches: number[];
  /** Other text the search matched (a previous name, another name), with its matches. */
  snippet?: string;
  snippetMatches: number[];
}

export const searchResultKindLabels: Record<SearchHit['kind'], string> = {
  company: 'Company',
  officer: 'Officer',
  'disqualified-officer': 'Disqualified officer',
  other: 'Other',
};

/** The result kind from the item's `kind` ("searchresults#officer"), or from the link when that is missing. */
export function searchResultKind(item: { kind?: string; links: { self: string } }): SearchHit['kind'] {
  const kind = item.kind?.split('#')[1];
  if (kind === 'company' || kind === 'officer' || kind === 'disqualified-officer') return kind;
  if (item.links.self.startsWith('/company/')) return 'company';
  if (item.links.self.startsWith('/officers/')) return 'officer';
  if (item.links.self.startsWith('/disqualified-officers/')) return 'disqualified-officer';
  return 'other';
}

const field = <T>(item: SearchItem, name: string): T | undefined =>
  (item as Record<string, unknown>)[name] as T | undefined;

function describe(item: SearchItem, kind: SearchHit['kind']): string {
  const identifiers = field<string[]>(item, kind === 'company' ? 'description_identifier' : 'description_identifiers');
  const record = item as Readonly<Record<string, unknown>>;
  // The registry's own description is the fallback when it sends no identifiers.
  const described =
    kind === 'other'
      ? ''
      : (identifiers ?? [])
          .filter((id) => typeof id === 'string' && id.trim())
          .map((id) => searchDescription(kind, id, record))
          .join(' · ');
  const text = described || item.description?.replace(/\s+/g, ' ').trim() || '';
  const number = kind === 'company' ? field<string>(item, 'company_number') : undefined;
  if (!number) return text;
  // Registry descriptions already start with the number ("00006400 - Incorporated on …").
  return text.startsWith(number) ? text.replace(/^(\S+) - /, '$1 · ') : [number, text].filter(Boolean).join(' · ');
}

export function toSearchHit(item: SearchItem): SearchHit {
  const kind = searchResultKind(item);
  const title = item.title?.trim() || field<string>(item, 'company_number') || 'Untitled';
  const address = item.address_snippet?.trim() || formatAddress(item.address);
  return {
    key: `${item.links.self}`,
    kind,
    title,
    titleMatches: item.title ? (item.matches?.title ?? []) : [],
    href: item.links.self,
    status: kind === 'company' ? field<string>(item, 'company_status') : undefined,
    description: describe(item, kind),
    address,
    addressMatches: item.address_snippet?.trim() ? (item.matches?.address_snippet ?? []) : [],
    snippet: item.snippet?.trim() || undefined,
    snippetMatches: item.matches?.snippet ?? [],
  };
}
