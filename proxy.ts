// Next.js proxy (formerly middleware): company numbers in page addresses as people type
// them (/company/6400, /company/sc123456) redirect (308) to the registry's form, so every
// company page has one address. Valid and unreadable numbers pass through untouched, with the
// address of a paged list handed to the render (withPageUrl below).
import { NextResponse, type NextRequest } from 'next/server';
import { PAGE_URL_HEADER } from '@/lib/pages/page-url';
import { normaliseCompanyNumber } from '@/lib/registry/company-number';

const COMPANY_PATH = /^(\/(?:embed\/)?company\/)([^/]+)(\/.*)?$/;

/** The address with the company number normalised, or null when it needs no redirect. */
export function companyNumberRedirect(pathname: string): string | null {
  const match = COMPANY_PATH.exec(pathname);
  if (!match) return null;
  const [, prefix, segment, rest = ''] = match;
  let number: string;
  try {
    number = decodeURIComponent(segment!);
  } catch {
    return null;
  }
  const normalised = normaliseCompanyNumber(number);
  if (!normalised || normalised === segment) return null;
  return `${prefix}${normalised}${rest}`;
}

export function proxy(request: NextRequest) {
  const target = companyNumberRedirect(request.nextUrl.pathname);
  if (!target) return withPageUrl(request);
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

/**
 * Passes the address on to the render in a request header (overwriting any a client sent), for
 * the not-found page of a list, which receives no props: a page past a list's end says how long
 * the list is (components/lists/list-not-found.tsx). Only a paged address can be past the end.
 */
function withPageUrl(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.delete(PAGE_URL_HEADER);
  if (request.nextUrl.searchParams.has('page'))
    headers.set(PAGE_URL_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/company/:path*', '/embed/company/:path*', '/officers/:path*', '/search'],
};
