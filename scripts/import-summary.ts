// The import summary's size line. A per-million extrapolation is only worth printing for a
// file big enough that fixed costs (SQLite pages, indexes, the search index) no longer dominate:
// a six-company file would otherwise claim ~90 GB per million companies.

/** From this many companies on, the summary also gives the size per million companies. */
export const EXTRAPOLATE_FROM_COMPANIES = 10_000;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "size 812.4 MB (154.2 MB per million companies)", or just "size 0.3 MB" for a small file. */
export function sizeLine(bytes: number, companies: number): string {
  const perMillion =
    companies >= EXTRAPOLATE_FROM_COMPANIES
      ? ` (${megabytes((bytes / companies) * 1_000_000)} per million companies)`
      : '';
  return `size ${megabytes(bytes)}${perMillion}`;
}
