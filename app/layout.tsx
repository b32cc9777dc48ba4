// The shell of every page: skip link, header (name and search), the page, footer; on paper,
// where and when the data came from.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NewPageAtTop } from '@/components/layout/new-page-at-top';
import { PrintSource } from '@/components/layout/print-source';
import { SearchShortcut } from '@/components/layout/search-shortcut';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { dataSource } from '@/lib/gateway';
import { ukToday } from '@/lib/labels/dates';
import { SITE_NAME, appOrigin, registryName } from '@/lib/share/site';
import './globals.css';
import './print.css';

export const generateMetadata = (): Metadata => ({
  // Relative URLs in any page's metadata (images, alternates) resolve on the public origin (per request: see appOrigin).
  metadataBase: new URL(appOrigin()),
  title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
  description:
    'Search and browse company-registry data: companies, officers, persons with significant control, charges, filings and disqualifications.',
  // Defaults for pages that set no preview tags of their own (pages use pageMetadata from lib/pages/metadata).
  openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_GB' },
  twitter: { card: 'summary_large_image' },
});

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <SearchShortcut />
        <NewPageAtTop />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
          <PrintSource renderedOn={ukToday()} registry={registryName(await dataSource())} />
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
