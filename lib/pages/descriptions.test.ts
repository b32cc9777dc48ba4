import { describe, expect, it } from 'vitest';
import type { ChargeDetails, ChargeList, Disqualification, Psc } from '@/lib/registry/schemas';
import {
  appointmentDescription,
  chargeDescription,
  chargesDescription,
  companyLabel,
  disqualificationDescription,
  filingDescription,
  filingsDescription,
  officerAppointmentsDescription,
  officersDescription,
  pscDescription,
  pscsDescription,
  searchDescription,
  statementDescription,
  statementsDescription,
} from './descriptions';

const ACME = companyLabel('00719244', 'ACME PLC');

describe('page descriptions', () => {
  it('name the company by name and number, or by number alone', () => {
    expect(ACME).toBe('ACME PLC (company 00719244)');
    expect(companyLabel('00719244')).toBe('company 00719244');
  });

  it('count a company’s officers, all of them or the current ones', () => {
    const list = { total_results: 78, active_count: 12, inactive_count: 0, resigned_count: 66 };
    expect(officersDescription(ACME, list, false)).toBe(
      'The 78 officers of ACME PLC (company 00719244), 12 of them current: the role, dates of appointment, month of birth, nationality, occupation and correspondence address of each.',
    );
    expect(officersDescription(ACME, { ...list, total_results: 12 }, true)).toMatch(
      /^The 12 current officers of ACME PLC \(company 00719244\): /,
    );
    expect(officersDescription(ACME, { ...list, total_results: 1 }, true)).toMatch(/^The 1 current officer of /);
    expect(officersDescription(ACME, undefined, false)).toMatch(
      /^The officers of ACME PLC \(company 00719244\): the role/,
    );
  });

  it('count filings in the categories chosen, or say why there are none', () => {
    expect(filingsDescription(ACME, { total_count: 1234 }, [])).toBe(
      'The 1,234 filings of ACME PLC (company 00719244), newest first: the date, form and description of each, with its attachments.',
    );
    expect(filingsDescription(ACME, { total_count: 57 }, ['Accounts', 'Officers'])).toMatch(
      /^The 57 filings of ACME PLC \(company 00719244\) in Accounts, Officers, newest first/,
    );
    expect(
      filingsDescription(
        ACME,
        { total_count: 0, filing_history_status: 'filing-history-not-available-royal-charter' },
        [],
      ),
    ).toBe(
      'The filing history of ACME PLC (company 00719244) is not available here. Filings for bodies incorporated by royal charter are not held here; ask the body itself.',
    );
  });

  it('describe one filing in words', () => {
    const filing = {
      type: 'TM01',
      date: '2026-08-24',
      pages: 1,
      description: 'termination-director-company-with-name-termination-date',
      description_values: { officer_name: 'Mr Michael Stone', termination_date: '2026-08-14' },
    };
    expect(filingDescription(ACME, filing)).toBe(
      "Form TM01 filed by ACME PLC (company 00719244) on 24 August 2026 (1 page): Director's appointment ended: Mr Michael Stone, on 14 August 2026.",
    );
  });

  it('give the charge counts, or say there are none', () => {
    const list = {
      items: [],
      total_count: 8,
      unfiltered_count: 8,
      satisfied_count: 4,
      part_satisfied_count: 1,
    } as unknown as ChargeList;
    expect(chargesDescription(ACME, list)).toBe(
      '8 charges registered against ACME PLC (company 00719244): 3 outstanding, 4 satisfied, 1 partly satisfied. The dates, persons entitled and particulars of each.',
    );
    expect(chargesDescription(ACME, undefined)).toBe(
      'The register holds no charges against ACME PLC (company 00719244).',
    );
  });

  it('describe one charge: status, dates and persons entitled', () => {
    const charge: ChargeDetails = {
      charge_number: 3,
      charge_code: '007192440003',
      classification: { description: 'A registered charge', type: 'charge-description' },
      etag: 'e',
      status: 'part-satisfied',
      created_on: '2006-02-19',
      persons_entitled: [{ name: 'Bank of Scotland PLC' }, { name: 'HSBC UK Bank PLC' }],
      more_than_four_persons_entitled: true,
    };
    expect(chargeDescription(ACME, charge)).toBe(
      'Charge code 007192440003, a charge against ACME PLC (company 00719244): partly satisfied, created on 19 February 2006. Persons entitled: Bank of Scotland PLC, HSBC UK Bank PLC and others.',
    );
    // A part-satisfied charge's date is when it was partly satisfied, not "satisfied".
    expect(chargeDescription(ACME, { ...charge, satisfied_on: '2021-08-13', persons_entitled: [] })).toBe(
      'Charge code 007192440003, a charge against ACME PLC (company 00719244): partly satisfied, created on 19 February 2006, partly satisfied on 13 August 2021.',
    );
  });

  it('count PSCs (beneficial owners for an overseas entity) and statements', () => {
    expect(pscsDescription(ACME, { active_count: 4, ceased_count: 1 }, false)).toBe(
      'ACME PLC (company 00719244) has 4 active persons with significant control and 1 ceased: the natures of control, dates and details of each.',
    );
    expect(pscsDescription(ACME, { active_count: 1, ceased_count: 0 }, true)).toMatch(
      / has 1 active beneficial owner and 0 ceased: /,
    );
    expect(pscsDescription(ACME, undefined, false)).toBe(
      'There are no persons with significant control on record for ACME PLC (company 00719244).',
    );
    expect(statementsDescription(ACME, { active_count: 2, ceased_count: 1 }, false)).toBe(
      'ACME PLC (company 00719244) has 2 statements in force about its persons with significant control, and 1 withdrawn.',
    );
    expect(statementsDescription(ACME, undefined, true)).toBe(
      'ACME PLC (company 00719244) has made no statement about its beneficial owners.',
    );
  });

  it('describe one PSC with its natures of control, and one statement', () => {
    const psc = {
      kind: 'individual-person-with-significant-control',
      name: 'Mr John Norman',
      links: { self: '/company/00719244/persons-with-significant-control/individual/abc' },
      notified_on: '2019-06-14',
      ceased_on: '2023-01-31',
      natures_of_control: ['ownership-of-shares-75-to-100-percent', 'ownership-of-shares-25-to-50-percent'],
    } as Psc;
    expect(pscDescription(ACME, psc, false)).toMatch(
      /^Mr John Norman: person with significant control of ACME PLC \(company 00719244\), notified on 14 June 2019, ceased on 31 January 2023\. Holds [^;]+; holds [^;]+\.$/,
    );
    expect(
      statementDescription(ACME, {
        statement: 'psc-details-not-confirmed',
        notified_on: '2024-07-01',
        ceased_on: '2025-01-02',
      }),
    ).toBe(
      'Statement of ACME PLC (company 00719244), notified on 1 July 2024, withdrawn on 2 January 2025: The company knows who its registrable person is, but not all of their required details have been confirmed.',
    );
  });

  it('describe an appointment, keeping acronyms in role names', () => {
    expect(
      appointmentDescription(ACME, {
        name: 'WILSON, Reece',
        officer_role: 'secretary',
        appointed_on: '2011-09-01',
        resigned_on: '2020-03-03',
      }),
    ).toBe(
      'WILSON, Reece: secretary of ACME PLC (company 00719244), appointed on 1 September 2011, resigned on 3 March 2020.',
    );
    expect(
      appointmentDescription(ACME, { name: 'SMITH, Ann', officer_role: 'llp-member', appointed_before: '1991-10-01' }),
    ).toBe('SMITH, Ann: LLP member of ACME PLC (company 00719244), appointed before 1 October 1991.');
  });

  it('count an officer’s appointments', () => {
    const list = {
      name: 'ASHCOMBE, Jonathan Edward',
      date_of_birth: { month: 3, year: 1961 },
      total_results: 66,
      active_count: 20,
      inactive_count: 0,
      resigned_count: 46,
    };
    expect(officerAppointmentsDescription(list, false)).toBe(
      'ASHCOMBE, Jonathan Edward: 66 appointments, 20 current, born March 1961. The company, role and dates of each appointment.',
    );
    // Without the registry's counts a filtered page only knows how many are current.
    expect(officerAppointmentsDescription({ name: 'X', total_results: 3 }, true)).toBe(
      'X: 3 current. The company, role and dates of each appointment.',
    );
  });

  it('describe the disqualification that matters today', () => {
    const order = (from: string, until: string): Disqualification =>
      ({
        disqualified_from: from,
        disqualified_until: until,
        reason: { act: 'company-directors-disqualification-act-1986', section: '6', description_identifier: 'x' },
      }) as Disqualification;
    const today = '2026-05-01';
    expect(
      disqualificationDescription(
        'Gareth PRYCE',
        [order('2010-01-01', '2015-01-01'), order('2026-04-07', '2037-04-06')],
        today,
      ),
    ).toBe(
      'Gareth PRYCE is disqualified from acting as a company director from 7 April 2026 to 6 April 2037 (Company Directors Disqualification Act 1986, section 6). 2 orders on the register in all.',
    );
    expect(disqualificationDescription('Gareth PRYCE', [order('2010-01-01', '2015-01-01')], today)).toMatch(
      /^Gareth PRYCE was disqualified .* from 1 January 2010 to 1 January 2015 /,
    );
    expect(disqualificationDescription('Gareth PRYCE', [order('2027-01-01', '9999-12-31')], today)).toMatch(
      / is to be disqualified .* from 1 January 2027 until further notice /,
    );
  });

  it('say what a search looks for and how much it found', () => {
    expect(searchDescription('tesco', 'all', 1234)).toBe(
      '1,234 results for “tesco” among the companies, officers and disqualified officers on the company register.',
    );
    expect(searchDescription('tesco', 'officers', 1)).toBe(
      '1 result for “tesco” among the officers on the company register.',
    );
    expect(searchDescription('tesco', 'companies', undefined)).toBe(
      'Results for “tesco” among the companies on the company register.',
    );
    expect(searchDescription('', 'all', undefined)).toMatch(/^Search the company register/);
  });
});
