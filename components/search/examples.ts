// Example searches for the start page: names and numbers that return results in the
// generated dataset (its showcase companies and people), each showing a kind of search.
import type { SearchKind } from '@/lib/search/search-state';

export interface SearchExample {
  label: string;
  note: string;
  q: string;
  kind?: SearchKind;
}

export const HOME_EXAMPLES: readonly SearchExample[] = [
  {
    label: 'Albion Consolidated',
    q: 'albion consolidated',
    kind: 'companies',
    note: 'A listed company with many officers, outstanding and satisfied charges and a long filing history',
  },
  { label: 'Ashcombe', q: 'ashcombe', kind: 'officers', note: 'A director of dozens of companies' },
  { label: 'Pryce', q: 'pryce', kind: 'disqualified-officers', note: 'A disqualified director' },
  { label: 'Brightwater Digital', q: 'brightwater digital', note: 'A company struck off the register' },
  { label: 'Meridian Handelsbank', q: 'meridian handelsbank', note: 'An overseas company with UK establishments' },
  { label: 'SC202817', q: 'SC202817', note: 'A company number goes straight to the company' },
];
