// What a page address of this site shows, as far as sharing cares: a company (and which
// of its sections), an officer's appointments or a disqualified officer. The preview image
// and the oEmbed answer of a page both follow from this.
import { pathFormats } from '@/lib/registry/params';

export type SharedPage =
  | {
      kind: 'company';
      companyNumber: string;
      /** '' for the overview, else `officers`, `filing-history/…` */ section: string;
    }
  | { kind: 'officer'; officerId: string }
  | { kind: 'disqualified-officer'; variant: 'natural' | 'corporate'; officerId: string };

const COMPANY = /^\/(?:embed\/)?company\/([^/]+)(?:\/(.*))?$/;
const OFFICER = /^\/officers\/([^/]+)\/appointments$/;
const DISQUALIFIED = /^\/disqualified-officers\/(natural|corporate)\/([^/]+)$/;

/** The page a path (no query) shows; `undefined` for search, home and anything else. */
export function sharedPageOf(pathname: string): SharedPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const company = COMPANY.exec(path);
  if (company) {
    const companyNumber = company[1]!;
    if (!pathFormats.company_number.pattern.test(companyNumber)) return undefined;
    return { kind: 'company', companyNumber, section: company[2] ?? '' };
  }
  const officer = OFFICER.exec(path);
  if (officer && pathFormats.id.pattern.test(officer[1]!)) return { kind: 'officer', officerId: officer[1]! };
  const disqualified = DISQUALIFIED.exec(path);
  if (disqualified && pathFormats.id.pattern.test(disqualified[2]!)) {
    return {
      kind: 'disqualified-officer',
      variant: disqualified[1] as 'natural' | 'corporate',
      officerId: disqualified[2]!,
    };
  }
  return undefined;
}

/** The page of a shared resource itself (the company overview for any company section). */
export function pagePathOf(page: SharedPage): string {
  switch (page.kind) {
    case 'company':
      return `/company/${page.companyNumber}`;
    case 'officer':
      return `/officers/${page.officerId}/appointments`;
    case 'disqualified-officer':
      return `/disqualified-officers/${page.variant}/${page.officerId}`;
  }
}

/** The generated preview image (opengraph-image route) of a path, or the site's own card. */
export function previewImagePathOf(pathname: string): string {
  const page = sharedPageOf(pathname);
  return page ? `${pagePathOf(page)}/opengraph-image` : '/opengraph-image';
}
