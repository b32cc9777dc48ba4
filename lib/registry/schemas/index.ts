// The registry's resources as zod schemas and inferred types, one module per resource family.
export * from './company';
export * from './officers';
export * from './filing-history';
export * from './charges';
export * from './insolvency';
export * from './registers';
export * from './exemptions';
export * from './uk-establishments';
export * from './psc';
export * from './disqualifications';
export * from './search';
export * from './advanced-search';
export * from './document';
