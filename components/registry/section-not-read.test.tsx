import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lastAccountsTypeLabel } from '@/lib/labels/company';
import { accountsTheFileCarries, bulkFileGap, chargesTheFileCarries } from '@/lib/pages/not-read';
import { SectionNotRead } from './section-not-read';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An imported company as Basic Company Data gives it: dates and a charges flag, no lists. */
const imported = {
  has_charges: true,
  accounts: {
    last_accounts: { made_up_to: '2025-03-31', type: 'full' },
    next_accounts: { due_on: '2026-12-31' },
    next_due: '2026-12-31',
  },
};

describe('sections an imported bulk file does not carry: not read, never none', () => {
  it('charges: says the file does not carry them, and what it does say', () => {
    const html = renderToStaticMarkup(
      <SectionNotRead title="Charges" reason={bulkFileGap('chargeList', '2026-11-01')}>
        {chargesTheFileCarries(imported)}
      </SectionNotRead>,
    );
    const shown = text(html);
    expect(html).toContain('data-state="not-read"');
    expect(html).not.toContain('data-problem-status');
    expect(shown).not.toMatch(/No charges|holds no charges/);
    expect(shown).toContain('Charges: not known here');
    expect(shown).toContain(
      'The bulk file this register was imported from (the snapshot of 1 November 2026) does not carry charges: not read, which is not to say there are none.',
    );
    expect(shown).toContain('The file does mark this company as having registered charges');
    expect(chargesTheFileCarries({ has_charges: false })).toBe(
      'The file counts no charges registered against this company.',
    );
    expect(chargesTheFileCarries({})).toBeUndefined();
  });

  it('financials: no accounts read, with the accounts dates the file gives', () => {
    const shown = text(
      renderToStaticMarkup(
        <SectionNotRead title="Financials" reason={bulkFileGap('filingHistoryList')}>
          {accountsTheFileCarries(imported, lastAccountsTypeLabel)}
        </SectionNotRead>,
      ),
    );
    expect(shown).not.toContain('holds no annual accounts');
    expect(shown).toContain('does not carry the filing history (so no accounts either)');
    expect(shown).toContain(
      'The file does give their dates: the last accounts were made up to 31 March 2025 (full accounts); the next are due by 31 December 2026.',
    );
  });

  it('officers and filings: a 404 (no tab leads there) that says why, not “not found”', () => {
    for (const [title, endpoint, words] of [
      ['Officers', 'officerList', 'does not carry officers'],
      ['Filing history', 'filingHistoryList', 'does not carry the filing history'],
    ] as const) {
      const html = renderToStaticMarkup(<SectionNotRead title={title} reason={bulkFileGap(endpoint)} status={404} />);
      // The server answers with the status in this marker (lib/server/problem-status.ts).
      expect(html.startsWith('<div data-problem-status="404">')).toBe(true);
      expect(text(html)).toContain(`${title}: not known here`);
      expect(text(html)).toContain(words);
      expect(text(html)).not.toContain('nothing at this address');
    }
  });
});
