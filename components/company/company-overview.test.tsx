import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fixture from '@/lib/registry/__fixtures__/company-profile.json';
import overseas from '@/lib/registry/__fixtures__/company-profile-overseas.json';
import { companyProfileSchema } from '@/lib/registry/schemas';
import { CompanyOverview } from './company-overview';

const text = (profile: unknown, today = '2026-11-01') =>
  renderToStaticMarkup(<CompanyOverview profile={companyProfileSchema.parse(profile)} today={today} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('CompanyOverview', () => {
  it("gives a limited partnership's subtype and term in words", () => {
    const shown = text({ ...fixture, type: 'limited-partnership', subtype: 'slp', term: 'until-dissolution' });
    expect(shown).toContain('Company type Limited partnership (Scottish limited partnership)');
    expect(shown).toContain('Term of the partnership Until the partnership is dissolved');
    expect(shown).toContain('Registered on');
    expect(shown).not.toContain('Incorporated on');
    expect(text(fixture)).not.toContain('Term of the partnership');
  });

  it('gives each deadline its made-up-to and due dates as one clear phrase', () => {
    const shown = text(fixture);
    expect(shown).toContain('Next accounts Made up to 30 September 2025, due by 30 June 2026');
    expect(shown).toContain('Next statement Made up to 3 November 2026, due by 17 November 2026');
    expect(shown).not.toContain('was dissolved');
  });

  it('shows a dissolved company as dissolved, with nothing still due and nothing overdue', () => {
    const shown = text({
      ...fixture,
      company_status: 'dissolved',
      date_of_cessation: '2022-09-13',
      accounts: {
        ...fixture.accounts,
        overdue: true,
        next_accounts: { ...fixture.accounts.next_accounts, overdue: true },
      },
    });
    expect(shown).toContain('This company was dissolved on 13 September 2022.');
    expect(shown).not.toContain('due by');
    expect(shown).not.toContain('Overdue');
    expect(shown).toContain('Last accounts made up to 30 September 2024');
  });

  it('leaves out an accounts type the registry does not record, and words liquidation for both past and present', () => {
    const shown = text({
      ...fixture,
      has_been_liquidated: true,
      accounts: { ...fixture.accounts, last_accounts: { ...fixture.accounts.last_accounts, type: 'null' } },
    });
    expect(shown).not.toContain('Type of last accounts');
    expect(shown).toContain('Liquidation on record Yes');
  });

  it('marks a deadline overdue the day after it falls, though the registry has not flagged it yet', () => {
    const entity = {
      ...fixture,
      company_number: 'OE008233',
      type: 'registered-overseas-entity',
      accounts: {
        ...fixture.accounts,
        next_due: '2027-06-30',
        next_accounts: { ...fixture.accounts.next_accounts, due_on: '2027-06-30', overdue: false },
      },
      confirmation_statement: { next_made_up_to: '2026-11-08', next_due: '2026-11-22', overdue: false },
    };
    expect(text(entity, '2026-11-22')).not.toContain('Overdue');
    expect(text(entity, '2026-11-23')).toMatch(
      /Next statement Made up to 8 November 2026, due by 22 November 2026 Overdue/,
    );
  });

  it('shows the next accounts due date of an imported bulk file, which gives no period end', () => {
    const shown = text({
      company_name: 'IMPORTED LIMITED',
      company_number: '01234567',
      company_status: 'active',
      type: 'ltd',
      jurisdiction: 'england-wales',
      date_of_creation: '2010-01-01',
      accounts: {
        accounting_reference_date: { day: 31, month: 3 },
        last_accounts: { made_up_to: '2025-03-31', type: 'full' },
        next_accounts: { due_on: '2026-12-31', overdue: false },
        next_due: '2026-12-31',
      },
      links: { self: '/company/01234567' },
    });
    expect(shown).toContain('Next accounts Due by 31 December 2026');
    expect(shown).toContain('Last accounts made up to 31 March 2025');
  });

  it('gives an overseas company the country it is incorporated in as its jurisdiction, not the UK', () => {
    const shown = text(overseas);
    expect(shown).toContain('Jurisdiction Norway');
    expect(shown).not.toContain('United Kingdom');
    expect(shown).toContain('Incorporated in Norway');
    expect(shown).toContain('Legal form Aksjeselskap');
  });
});
