// Public API of lib/labels: readable text for registry values, dates and filing descriptions,
// in the project's own words, with a readable fallback for anything unknown.

export { label, humanizeKey, hasLabel, keysOf, NOT_GIVEN, type LabelTable } from './label';
export { plural } from './counts';
export { formatDate, formatMonthYear, isIsoDate, MONTH_NAMES, type MonthYearInput } from './dates';
export * from './company';
export * from './people';
export * from './charges';
export * from './insolvency';
export * from './search';
export * from './filing-descriptions';
export { sicCodeLabel, sicCodeTitles, sicCodes, currentSicCodes } from './sic-codes';
