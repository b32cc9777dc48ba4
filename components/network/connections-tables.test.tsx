import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TABLE_LIMITS } from '@/lib/network/ranked-tables';
import { bulkFileGap, tableGapInWords } from '@/lib/pages/not-read';
import { CoOfficersTable, CompaniesSharingOfficersTable } from './connections-tables';
import { NetworkPage } from './network-page';

vi.mock('next/navigation', () => ({
  usePathname: () => '/company/00719244/network',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }),
}));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const empty = { rows: [], page: 1, total: 0 };
const capped = tableGapInWords(
  { node: 'officer:ASH', label: 'ASHCOMBE, Jonathan Edward', reason: 'cap', size: 612 },
  TABLE_LIMITS,
);

describe('the connections tables’ empty states: none, or not read', () => {
  it('says “none” only when every list was read', () => {
    const html = renderToStaticMarkup(
      <CompaniesSharingOfficersTable context={{ companyNumber: '00719244', companyName: 'ALBION' }} page={empty} />,
    );
    expect(html).toContain('data-state="empty"');
    expect(text(html)).toContain('No other company shares an officer with this one');
  });

  it('a capped officer’s boards not read: not known, and why, never “0 companies” nor “none”', () => {
    const html = renderToStaticMarkup(
      <CompaniesSharingOfficersTable
        context={{ companyNumber: '00719244', companyName: 'ALBION', notRead: [capped] }}
        page={empty}
      />,
    );
    const shown = text(html);
    expect(html).toContain('data-state="not-read"');
    expect(shown).not.toContain('No other company shares an officer');
    expect(shown).not.toContain('0 companies');
    expect(shown).toContain('Not known whether other companies share an officer with this one');
    expect(shown).toContain(
      'ASHCOMBE, Jonathan Edward’s 612 appointments were not read: more than a table reads for one officer (500).',
    );
  });

  it('a spent budget (a metered registry): co-officers not known, and why', () => {
    const budget = tableGapInWords(
      { node: 'company:00719244', label: 'ALBION CONSOLIDATED HOLDINGS PLC', reason: 'budget' },
      { ...TABLE_LIMITS, maxCalls: 150 },
    );
    const shown = text(
      renderToStaticMarkup(
        <CoOfficersTable context={{ officerId: 'ASH', officerName: 'ASHCOMBE', notRead: [budget] }} page={empty} />,
      ),
    );
    expect(shown).not.toContain('No co-officers on the register');
    expect(shown).toContain('Not known who else sits on this officer’s boards');
    expect(shown).toContain(
      'ALBION CONSOLIDATED HOLDINGS PLC’s officers were not read: the table used its share of registry requests (150). Reload later to read more.',
    );
  });

  it('an imported bulk file: officers not carried, so connections not known', () => {
    const shown = text(
      renderToStaticMarkup(
        <CompaniesSharingOfficersTable
          context={{ companyNumber: '01234567', companyName: 'IMPORTED', notRead: [bulkFileGap('officerList')] }}
          page={empty}
        />,
      ),
    );
    expect(shown).not.toContain('No other company shares an officer');
    expect(shown).toContain('The bulk file this register was imported from does not carry officers');
  });

  it('rows that are not the whole answer carry a note of what was not read', () => {
    const row = { company_number: '11490012', company_name: 'QUILLER TWO LIMITED', shared: [] };
    const shown = text(
      renderToStaticMarkup(
        <CompaniesSharingOfficersTable
          context={{ companyNumber: '00719244', companyName: 'ALBION', notRead: [capped] }}
          page={{ rows: [row], page: 1, total: 1 }}
        />,
      ),
    );
    expect(shown).toContain('1 company found in what was read');
    expect(shown).toContain('Not every record was read');
    expect(shown).toContain('ASHCOMBE, Jonathan Edward’s 612 appointments were not read');
  });

  it('names the nodes the table read though the drawing leaves them unexpanded', () => {
    const shown = text(
      renderToStaticMarkup(
        <NetworkPage
          seedKey="company:00719244"
          apiPath="/api/network/company/00719244"
          table={{
            name: 'ALBION',
            truncated: [],
            requests: 0,
            readPastCaps: [{ node: 'officer:ASH', reason: 'cap', size: 66, label: 'ASHCOMBE, Jonathan Edward' }],
          }}
        >
          <p>table</p>
        </NetworkPage>,
      ),
    );
    expect(shown).toContain(
      'Counted in the table below though the drawing leaves it unexpanded: ASHCOMBE, Jonathan Edward (66 appointments)',
    );
    expect(shown).not.toContain('not expanded');
  });
});
