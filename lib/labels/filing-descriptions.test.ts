import { describe, it, expect } from 'vitest';
import {
  describeFiling,
  describeFilingText,
  filingDescriptionKeys,
  filingDescriptionPlaceholders,
  filingDescriptionTemplates,
  hasFilingDescription,
  NO_DESCRIPTION,
} from './filing-descriptions';

describe('describeFiling', () => {
  it('fills a template, formats its dates and marks the bold part', () => {
    expect(
      describeFiling({
        description: 'appoint-person-director-company-with-name-date',
        description_values: { officer_name: 'Ms Ada Example', appointment_date: '2020-01-01' },
      }),
    ).toEqual([
      { text: 'Director appointed', bold: true },
      { text: ': Ms Ada Example, from 1 January 2020', bold: false },
    ]);
  });

  it('formats every date value the same way', () => {
    expect(
      describeFilingText({
        description: 'accounts-with-accounts-type-micro-entity',
        description_values: { made_up_date: '2023-03-31' },
      }),
    ).toBe('Micro-entity accounts for the period ending 31 March 2023');
    expect(
      describeFilingText({
        description: 'mortgage-create-with-deed-with-charge-number-charge-creation-date',
        description_values: { charge_number: '012345670003', charge_creation_date: '2019-11-05' },
      }),
    ).toBe('Charge registered (charge 012345670003), created 5 November 2019');
    // The charge's number reads as the charge's, not as a count; satisfied is one word for the whole charge.
    expect(
      describeFilingText({ description: 'mortgage-satisfy-charge-full', description_values: { charge_number: '2' } }),
    ).toBe('Charge satisfied (charge 2)');
    expect(
      describeFilingText({
        description: 'mortgage-satisfy-charge-part-with-date',
        description_values: { charge_number: '5', mortgage_satisfaction_date: '2021-08-13' },
      }),
    ).toBe('Charge partly satisfied (charge 5) on 13 August 2021');
  });

  it('writes capital as figure, currency and date', () => {
    expect(
      describeFilingText({
        description: 'capital-allotment-shares',
        description_values: { date: '2020-01-01', capital: [{ figure: '1,000', currency: 'GBP' }] },
      }),
    ).toBe('Shares allotted; statement of capital at 1 January 2020: GBP 1,000');
    expect(
      describeFilingText({
        description: 'statement-of-capital',
        description_values: {
          capital: [
            { figure: '100', currency: 'GBP', date: '2020-01-01' },
            { figure: '50', currency: 'EUR' },
          ],
        },
      }),
    ).toBe('Statement of capital: GBP 100 on 1 January 2020, EUR 50');
  });

  it('keeps capital values that the template does not mention', () => {
    expect(
      describeFilingText({
        description: 'capital-return-purchase-own-shares',
        description_values: { capital: [{ figure: '10', currency: 'USD' }] },
      }),
    ).toBe('Company bought back its own shares: USD 10');
  });

  it('shows legacy free text as given, with its breaks and dates made readable', () => {
    const text = 'Particulars of a mortgage / charge no: 2';
    expect(describeFiling({ description: 'legacy', description_values: { description: text } })).toEqual([
      { text, bold: false },
    ]);
    // Legacy text wins over a known template, as on the registry's own pages.
    expect(
      describeFilingText({
        description: 'certificate-change-of-name-company',
        description_values: { description: 'Company name changed example trading LTD\\certificate issued on 20/01/23' },
      }),
    ).toBe('Company name changed EXAMPLE TRADING LTD; certificate issued on 20 January 2023');
    expect(
      describeFilingText({
        description: 'certificate-change-of-name-company',
        description_values: {
          description: 'Company name changed norman consultancy limited\\certificate issued on 2026-11-27',
        },
      }),
    ).toBe('Company name changed NORMAN CONSULTANCY LIMITED; certificate issued on 27 November 2026');
    // A date that is no date stays as written.
    expect(describeFilingText({ description_values: { description: 'return made up to 31/02/99' } })).toBe(
      'Return made up to 31/02/99',
    );
  });

  it('drops an optional phrase whose value is missing instead of printing the placeholder', () => {
    const text = describeFilingText({
      description: 'appoint-person-director-company-with-name-date',
      description_values: { appointment_date: '2020-01-01' },
    });
    expect(text).toBe('Director appointed, from 1 January 2020');
    expect(text).not.toContain('{');
    expect(describeFilingText({ description: 'termination-director-company-with-name-termination-date' })).toBe(
      "Director's appointment ended",
    );
    expect(
      describeFilingText({
        description: 'change-account-reference-date-company-previous-shortened',
        description_values: { new_date: '2021-03-31' },
      }),
    ).toBe('Accounting reference date changed: previous period shortened');
  });

  it('treats blank and unusable values as missing', () => {
    expect(
      describeFilingText({
        description: 'cessation-of-a-person-with-significant-control',
        description_values: { psc_name: '  ', cessation_date: '2023-01-01', extra: { nested: true } },
      }),
    ).toBe('No longer a person with significant control, from 1 January 2023');
  });

  it('trims addresses and shows them as sent', () => {
    expect(
      describeFilingText({
        description: 'change-registered-office-address-company-with-date-old-address-new-address',
        description_values: {
          change_date: '2016-06-15',
          old_address: ' 1 Old Road Leeds LS1 1AA',
          new_address: '2 New Street York YO1 1AA',
        },
      }),
    ).toBe(
      'Registered office moved on 15 June 2016 to 2 New Street York YO1 1AA; the previous address was 1 Old Road Leeds LS1 1AA',
    );
  });

  it('gives an unknown key a readable title plus its values', () => {
    expect(
      describeFiling({
        description: 'brand-new-filing-kind',
        description_values: { officer_name: 'Sam Example', change_date: '2021-02-03' },
      }),
    ).toEqual([
      { text: 'Brand new filing kind', bold: true },
      { text: ' (officer name: Sam Example; change date: 3 February 2021)', bold: false },
    ]);
    expect(describeFilingText({ description: 'another-new-kind' })).toBe('Another new kind');
  });

  it('never returns nothing', () => {
    expect(describeFilingText(undefined)).toBe(NO_DESCRIPTION);
    expect(describeFilingText({})).toBe(NO_DESCRIPTION);
    expect(describeFilingText({ description: '', description_values: null })).toBe(NO_DESCRIPTION);
    expect(describeFiling({ description: 'confirmation-statement' })).toEqual([
      { text: 'Confirmation statement', bold: true },
    ]);
  });

  it('describes the sub-items of a filing (resolutions, associated filings) the same way', () => {
    expect(
      describeFilingText({
        description: 'liquidation-voluntary-extraordinary-resolution-to-wind-up-with-case-start-date',
        description_values: { case_start_date: '2016-05-26' },
      }),
    ).toBe('Extraordinary resolution: the company is to be wound up, passed 26 May 2016');
  });
});

describe('covered keys', () => {
  it('covers well over 150 description keys', () => {
    expect(filingDescriptionKeys.length).toBeGreaterThan(150);
  });

  it('covers the keys found in real filing-history responses', () => {
    const seenInRealResponses = [
      'accounts-with-accounts-type-total-exemption-small',
      'annual-return-company-with-made-up-date-full-list-shareholders',
      'appoint-person-director-company-with-name',
      'appoint-person-secretary-company-with-name',
      'capital-allotment-shares',
      'certificate-change-of-name-company',
      'cessation-of-a-person-with-significant-control',
      'change-of-name-by-resolution',
      'change-person-secretary-company-with-change-date',
      'change-registered-office-address-company-with-date-old-address',
      'change-registered-office-address-company-with-date-old-address-new-address',
      'gazette-dissolved-liquidation',
      'incorporation-company',
      'legacy',
      'liquidation-disclaimer-notice',
      'liquidation-voluntary-appointment-of-liquidator',
      'liquidation-voluntary-creditors-return-of-final-meeting',
      'liquidation-voluntary-extraordinary-resolution-to-wind-up-with-case-start-date',
      'liquidation-voluntary-statement-of-affairs-with-form-attached',
      'liquidation-voluntary-statement-of-receipts-and-payments-with-brought-down-date',
      'mortgage-create-with-deed',
      'mortgage-create-with-deed-with-charge-number',
      'mortgage-create-with-deed-with-charge-number-charge-creation-date',
      'mortgage-satisfy-charge-full',
      'resolution',
      'resolution-change-of-name',
      'statement-of-capital',
      'termination-director-company-with-name',
      'termination-secretary-company-with-name',
    ];
    for (const key of seenInRealResponses) expect(hasFilingDescription(key), key).toBe(true);
  });

  it('lists the placeholders each template uses', () => {
    expect(filingDescriptionPlaceholders['appoint-person-director-company-with-name-date']).toEqual([
      'officer_name',
      'appointment_date',
    ]);
    expect(filingDescriptionPlaceholders['statement-of-capital']).toEqual(['date', 'capital']);
    expect(filingDescriptionPlaceholders['incorporation-company']).toEqual([]);
    expect(Object.keys(filingDescriptionPlaceholders)).toEqual(filingDescriptionKeys);
  });

  it('has well-formed templates: balanced bold and optional markers, no empty text', () => {
    for (const [key, template] of Object.entries(filingDescriptionTemplates)) {
      expect(template.split('**').length % 2, key).toBe(1);
      expect(template.split('[').length, key).toBe(template.split(']').length);
      expect(template.trim(), key).not.toBe('');
    }
  });

  it('fills every template completely when all its placeholders have values', () => {
    const sample: Record<string, unknown> = {
      capital: [{ figure: '1', currency: 'GBP' }],
    };
    for (const [key, names] of Object.entries(filingDescriptionPlaceholders)) {
      const values: Record<string, unknown> = {};
      for (const name of names) values[name] = sample[name] ?? (name.endsWith('date') ? '2020-01-01' : 'X');
      const text = describeFilingText({ description: key, description_values: values });
      expect(text, key).not.toMatch(/[{}[\]*]|not given/);
      expect(text.length, key).toBeGreaterThan(3);
    }
  });
});
