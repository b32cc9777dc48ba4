// Importing the registry's bulk files (Basic Company Data, the PSC snapshot) into the embedded registry's database.
export {
  importBulk,
  checkTotals,
  rejectedReportPath,
  refusedReportPath,
  MAX_LISTED_REJECTS,
  InputError,
  NothingToImportError,
  type ImportOptions,
  type ImportProgress,
  type ImportResult,
} from './import';
export { BULK_SOURCE, COMPANY_ENDPOINTS, META, PSC_ENDPOINTS, servedEndpoints } from './coverage';
