// Search for the embedded registry: buildSearchIndex (called by the dataset generator after
// it has written the tables) and createSearch (called by the handler for the /search endpoints).
export { buildSearchIndex, SEARCH_TABLES, type BuildOptions } from './build';
export {
  createSearch,
  isSearchOutOfRange,
  COMPANY_SEARCH_RESTRICTIONS,
  MAX_ITEMS_PER_PAGE,
  SEARCH_RESULT_WINDOW,
  TOTAL_RESULTS_CAP,
  type AllSearchResult,
  type CompanySearchResult,
  type DisqualifiedOfficerSearchResult,
  type OfficerSearchResult,
  type Search,
  type SearchOutOfRange,
  type SearchParams,
} from './search';
export type {
  CompanySearchItem,
  DisqualifiedOfficerSearchItem,
  OfficerSearchItem,
  SearchItem,
  SearchMatches,
} from './items';
