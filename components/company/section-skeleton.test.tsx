import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fixture from '@/lib/registry/__fixtures__/company-profile.json';
import { companyProfileSchema } from '@/lib/registry/schemas';
import { CompanySectionArea } from './company-section-area';
import { companySections } from './company-header';
import { chargesList } from '@/components/charges/charges-list-definition';
import { filingsList } from '@/components/filings/filings-list-definition';
import { officersList } from '@/components/officers/officers-list-definition';
import { CompanySectionSkeleton } from './section-skeleton';

const base = companyProfileSchema.parse(fixture);
// A company with every section the tabs can show.
const everything = companyProfileSchema.parse({
  ...fixture,
  links: {
    ...fixture.links,
    insolvency: '/company/09876543/insolvency',
    uk_establishments: '/company/09876543/uk-establishments',
    exemptions: '/company/09876543/exemptions',
  },
});
const headers = (html: string) => [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);

describe('CompanySectionSkeleton', () => {
  it('has a skeleton of its own for every tab a company can have', () => {
    const tabs = companySections(everything).map((section) => section.path);
    expect(tabs.length).toBeGreaterThan(companySections(base).length);
    // A section without a skeleton of its own gets the generic heading and blocks.
    const generic = renderToStaticMarkup(<CompanySectionSkeleton section="some-new-section" />);
    expect(tabs.filter((path) => renderToStaticMarkup(<CompanySectionSkeleton section={path} />) === generic)).toEqual(
      [],
    );
  });

  it('draws the lists as the tables their definitions declare, with their headers', () => {
    const shown = (definition: { columns: readonly { header: unknown; cell?: unknown }[] }) =>
      definition.columns
        .filter((column) => column.cell && typeof column.header === 'string')
        .map((column) => column.header);
    expect(headers(renderToStaticMarkup(<CompanySectionSkeleton section="filing-history" />))).toEqual(
      shown(filingsList),
    );
    expect(headers(renderToStaticMarkup(<CompanySectionSkeleton section="officers" />))).toEqual(shown(officersList));
    expect(headers(renderToStaticMarkup(<CompanySectionSkeleton section="charges" />))).toEqual(shown(chargesList));
    expect(headers(renderToStaticMarkup(<CompanySectionSkeleton section="officers" />))).toContain(
      'Correspondence address',
    );
  });

  it('draws the overview as fact lists, not a table', () => {
    const html = renderToStaticMarkup(<CompanySectionSkeleton section="" />);
    expect(html).not.toContain('<table');
    expect(html).not.toBe('');
  });

  it('is hidden from screen readers, and has no text but column headers', () => {
    for (const section of ['', 'charges', 'insolvency', 'some-new-section']) {
      const html = renderToStaticMarkup(<CompanySectionSkeleton section={section} />);
      expect(html.startsWith('<div aria-hidden="true"')).toBe(true);
      expect(html.replace(/<th[^>]*>[^<]*<\/th>/g, '').replace(/<[^>]+>/g, '')).toBe('');
    }
  });
});

describe('CompanySectionArea', () => {
  it('renders the section itself on the server (no skeleton without JavaScript)', () => {
    const html = renderToStaticMarkup(
      <CompanySectionArea>
        <p>The officers</p>
      </CompanySectionArea>,
    );
    expect(html).toContain('<div><p>The officers</p></div>');
    expect(html).not.toContain('aria-busy');
  });
});
