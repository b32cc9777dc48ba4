// Generated iXBRL accounts: the XHTML a filing's accounting software would have sent, in the
// real taxonomies' shapes (FRS 102 / FRS 105 on the FRC core taxonomy; UK GAAP 2009 before 2016),
// with the tagging habits of four kinds of software: prefixes, iXBRL 1.0 or 1.1, ixt 1, 2 or 4,
// zero dashes, creditors with or without a maturity dimension, a total equity line or none.
import { accountsTypeOf } from '@/lib/registry/accounts-type';
import { hash32 } from '../generator/random';
import { FINANCIALS_SHOWCASE_PROFILES } from '../generator/showcase-financials';
import { statementsOf, type AccountsFiling, type BalanceSheet } from './model';
import { MONTH_NAMES } from '@/lib/labels/dates';

export const IXBRL_MIME_TYPE = 'application/xhtml+xml';
/** The registry's site offers iXBRL only for accounts filed electronically from this date. */
export const IXBRL_FROM = '2015-06-01';

/** What decides whether a filing has an iXBRL document: the filing history item's own fields. */
export interface FilingFacts {
  readonly transaction_id: string;
  readonly type?: string;
  readonly date?: string;
  readonly description?: string;
  readonly paper_filed?: boolean;
}

/** The company number a filing's self link names (`/company/{n}/filing-history/{id}`). */
const companyOf = (self: string | undefined) => /\/company\/([^/]+)\//.exec(self ?? '')?.[1];

/**
 * Accounts (AA) filed electronically on or after 2015-06-01 have iXBRL, about three in four of
 * them (deterministic by transaction id); paper filings and the rest have a PDF only.
 */
export function hasIxbrl(filing: FilingFacts & { links?: { self?: string } }): boolean {
  if (filing.type !== 'AA' || filing.paper_filed || !filing.date || filing.date < IXBRL_FROM) return false;
  if (accountsTypeOf(filing.description) === undefined) return false;
  const profile = FINANCIALS_SHOWCASE_PROFILES[companyOf(filing.links?.self) ?? ''];
  if (profile?.ixbrl) return profile.ixbrl === 'always';
  return hash32(`ixbrl|${filing.transaction_id}`) % 4 !== 0;
}

interface Software {
  readonly name: string;
  readonly ix: string;
  readonly ixUri: string;
  readonly ixt: string;
  readonly ixtUri: string;
  readonly numberFormat: string;
  /** The format of a nil figure shown as a dash; undefined: zeros are written as 0. */
  readonly zeroFormat?: string;
  readonly core: string;
  readonly bus: string;
  /** Creditors within one year with the maturity dimension, or plain (after one year as non-current). */
  readonly maturity: boolean;
  readonly totalEquity: boolean;
  readonly quote: '"' | "'";
  readonly ids: (period: string, dims: string) => string;
}

const SOFTWARE: readonly Software[] = [
  {
    name: 'Ledgerline Accounts Production',
    ix: 'ix',
    ixUri: 'http://www.xbrl.org/2013/inlineXBRL',
    ixt: 'ixt',
    ixtUri: 'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12',
    numberFormat: 'num-dot-decimal',
    zeroFormat: 'fixed-zero',
    core: 'core',
    bus: 'bus',
    maturity: true,
    totalEquity: true,
    quote: '"',
    ids: (period, dims) => `${period}${dims ? `_${dims}` : ''}`,
  },
  {
    name: 'Tallyworks iXBRL',
    ix: 'ix',
    ixUri: 'http://www.xbrl.org/2013/inlineXBRL',
    ixt: 'ixt2',
    ixtUri: 'http://www.xbrl.org/inlineXBRL/transformation/2011-07-31',
    numberFormat: 'numdotdecimal',
    zeroFormat: 'zerodash',
    core: 'ns5',
    bus: 'ns10',
    maturity: false,
    totalEquity: false,
    quote: "'",
    ids: (period, dims) => `i${period.toLowerCase()}${dims ? `d${hash32(dims) % 997}` : ''}`,
  },
  {
    name: 'Casebook Financials',
    ix: 'ix',
    ixUri: 'http://www.xbrl.org/2008/inlineXBRL',
    ixt: 'ixt',
    ixtUri: 'http://www.xbrl.org/inlineXBRL/transformation/2010-04-20',
    numberFormat: 'numcommadot',
    zeroFormat: 'numdash',
    core: 'uk-core',
    bus: 'uk-bus',
    maturity: true,
    totalEquity: true,
    quote: '"',
    ids: (period, dims) => `CONTEXT_${period}${dims ? `_${dims.toUpperCase()}` : ''}`,
  },
  {
    name: 'Northfield Accounts',
    ix: 'ix11',
    ixUri: 'http://www.xbrl.org/2013/inlineXBRL',
    ixt: 'ixt2',
    ixtUri: 'http://www.xbrl.org/inlineXBRL/transformation/2011-07-31',
    numberFormat: 'numdotdecimal',
    core: 'frs-core',
    bus: 'frs-bus',
    maturity: true,
    totalEquity: true,
    quote: '"',
    ids: (period, dims) => `FY${period}${dims ? `.${dims}` : ''}`,
  },
];

function taxonomy(end: string, oldGaap: boolean): { core: string; bus: string; schema: string } {
  if (oldGaap)
    return {
      core: 'http://www.xbrl.org/uk/gaap/core/2009-09-01',
      bus: 'http://www.xbrl.org/uk/cd/business/2009-09-01',
      schema: 'http://www.xbrl.org/uk/gaap/core/2009-09-01/uk-gaap-full-2009-09-01.xsd',
    };
  const version =
    end < '2019-01-01'
      ? '2014-09-01'
      : end < '2021-01-01'
        ? '2019-01-01'
        : end < '2024-01-01'
          ? '2021-01-01'
          : '2024-01-01';
  return {
    core: `http://xbrl.frc.org.uk/fr/${version}/core`,
    bus: `http://xbrl.frc.org.uk/cd/${version}/business`,
    schema: `https://xbrl.frc.org.uk/FRS-102/${version}/FRS-102-${version}.xsd`,
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const longDate = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

const grouped = (value: number) => {
  const digits = String(Math.abs(value));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
};

type Dim = 'within' | 'after' | 'capital' | 'retained';

/** The iXBRL accounts document of an accounts filing. */
export function generateAccountsIxbrl(filing: AccountsFiling): string {
  const statements = statementsOf(filing);
  const { traits, layout, current, comparative } = statements;
  const sw = SOFTWARE[traits.software]!;
  const names = taxonomy(current.end, layout.oldGaap);
  const group = filing.accountsType === 'group';
  const q = sw.quote;
  const scale = traits.thousands ? 3 : 0;

  const contexts = new Map<string, string>();
  const context = (period: 'CY' | 'PY' | 'CYD' | 'PYD', dim?: Dim | 'parent'): string => {
    const id = sw.ids(period, dim ?? '');
    if (contexts.has(id)) return id;
    const members: string[] = [];
    if (group && dim !== 'parent')
      members.push(
        `<xbrldi:explicitMember dimension="bus:GroupCompanyDataDimension">bus:Consolidated</xbrldi:explicitMember>`,
      );
    const core = 'core';
    if (dim === 'within' || dim === 'after') {
      if (sw.maturity)
        members.push(
          `<xbrldi:explicitMember dimension="${core}:MaturitiesOrExpirationPeriodsDimension">${core}:${dim === 'within' ? 'WithinOneYear' : 'AfterOneYear'}</xbrldi:explicitMember>`,
        );
      else if (dim === 'after')
        members.push(
          `<xbrldi:explicitMember dimension="${core}:FinancialInstrumentCurrentNon-currentDimension">${core}:Non-currentFinancialInstruments</xbrldi:explicitMember>`,
        );
    }
    if (dim === 'capital' || dim === 'retained')
      members.push(
        `<xbrldi:explicitMember dimension="${core}:EquityClassesDimension">${core}:${dim === 'capital' ? 'ShareCapital' : 'RetainedEarningsAccumulatedLosses'}</xbrldi:explicitMember>`,
      );
    const span = period === 'CY' || period === 'CYD' ? current : comparative!;
    const when =
      period === 'CY' || period === 'PY'
        ? `<xbrli:instant>${span.end}</xbrli:instant>`
        : `<xbrli:startDate>${span.start}</xbrli:startDate><xbrli:endDate>${span.end}</xbrli:endDate>`;
    // Dimensions in a context are declared with the `core`/`bus` prefixes bound on the context itself:
    // the same namespaces as the facts' prefixes, under other names.
    contexts.set(
      id,
      `<xbrli:context id="${id}" xmlns:core="${names.core}" xmlns:bus="${names.bus}"><xbrli:entity><xbrli:identifier scheme="http://www.companieshouse.gov.uk/">${filing.companyNumber}</xbrli:identifier>${
        members.length ? `<xbrli:segment>${members.join('')}</xbrli:segment>` : ''
      }</xbrli:entity><xbrli:period>${when}</xbrli:period></xbrli:context>`,
    );
    return id;
  };

  const cell = (
    concept: string,
    value: number,
    period: 'CY' | 'PY' | 'CYD' | 'PYD',
    dim?: Dim | 'parent',
    unit = 'GBP',
  ) => {
    const ref = context(period, dim);
    const headCount = unit === 'pure';
    const factScale = headCount ? 0 : scale;
    const shown = headCount ? Math.abs(value) : Math.round(Math.abs(value) / 10 ** factScale);
    const sign = value < 0 ? ` sign=${q}-${q}` : '';
    const scaleAttr = factScale ? ` scale=${q}${factScale}${q}` : '';
    const attrs = `name=${q}${sw.core}:${concept}${q} contextRef=${q}${ref}${q} unitRef=${q}${unit}${q} decimals=${q}${headCount ? 0 : -factScale}${q}`;
    if (value === 0 && sw.zeroFormat)
      return `<${sw.ix}:nonFraction ${attrs} format=${q}${sw.ixt}:${sw.zeroFormat}${q}>-</${sw.ix}:nonFraction>`;
    const tag = `<${sw.ix}:nonFraction ${attrs}${scaleAttr} format=${q}${sw.ixt}:${sw.numberFormat}${q}${sign}>${grouped(shown)}</${sw.ix}:nonFraction>`;
    return value < 0 ? `(${tag})` : tag;
  };

  const rows: string[] = [];
  const row = (
    label: string,
    concept: string | null,
    pick: (sheet: BalanceSheet) => number,
    instant: boolean,
    dim?: Dim,
    total = false,
  ) => {
    const value = (sheet: BalanceSheet, period: 'CY' | 'PY' | 'CYD' | 'PYD') => {
      const amount = pick(sheet);
      if (concept === null) return amount < 0 ? `(${grouped(amount)})` : amount === 0 ? '-' : grouped(amount);
      return cell(concept, amount, period, dim);
    };
    const cy = value(current.sheet, instant ? 'CY' : 'CYD');
    const py = comparative ? value(comparative.sheet, instant ? 'PY' : 'PYD') : '';
    rows.push(
      `<tr${total ? ' class="total"' : ''}><td>${label}</td><td class="n">${cy}</td>${comparative ? `<td class="n">${py}</td>` : ''}</tr>`,
    );
  };
  const heading = (text: string) =>
    rows.push(`<tr class="heading"><th scope="rowgroup" colspan="${comparative ? 3 : 2}">${text}</th></tr>`);
  const old = layout.oldGaap;
  const money = traits.thousands ? '£000' : '£';

  // Profit and loss account.
  const pnl: string[] = [];
  if (layout.pnl) {
    heading('Profit and loss account');
    row('Turnover', old ? 'TurnoverGrossOperatingRevenue' : 'TurnoverRevenue', (s) => s.turnover, false);
    row('Cost of sales', 'CostSales', (s) => s.costOfSales, false);
    row('Gross profit', 'GrossProfitLoss', (s) => s.grossProfit, false, undefined, true);
    row('Administrative expenses', 'AdministrativeExpenses', (s) => s.adminExpenses, false);
    row('Operating profit', 'OperatingProfitLoss', (s) => s.operatingProfit, false, undefined, true);
    row('Profit before taxation', 'ProfitLossOnOrdinaryActivitiesBeforeTax', (s) => s.profitBeforeTax, false);
    row('Tax on profit', 'TaxTaxCreditOnProfitOrLossOnOrdinaryActivities', (s) => s.tax, false);
    row(
      'Profit for the financial year',
      old ? 'ProfitLossForPeriod' : 'ProfitLoss',
      (s) => s.profitLoss,
      false,
      undefined,
      true,
    );
    pnl.push(...rows.splice(0));
  }

  // Balance sheet.
  const sheet = current.sheet;
  if (sheet.fixedAssets !== 0) {
    heading('Fixed assets');
    if (layout.micro) row('Fixed assets', 'FixedAssets', (s) => s.fixedAssets, true, undefined, true);
    else if (traits.twoFixedLines) {
      row('Intangible assets', old ? 'IntangibleFixedAssets' : 'IntangibleAssets', (s) => s.intangible, true);
      row('Tangible assets', old ? 'TangibleFixedAssets' : 'PropertyPlantEquipment', (s) => s.tangible, true);
      row('', 'FixedAssets', (s) => s.fixedAssets, true, undefined, true);
    } else row('Tangible assets', old ? 'TangibleFixedAssets' : 'PropertyPlantEquipment', (s) => s.tangible, true);
  }
  heading('Current assets');
  if (!layout.micro) {
    row(layout.dormant ? 'Called up share capital not paid' : 'Debtors', 'Debtors', (s) => s.debtors, true);
    if (layout.cash) row('Cash at bank and in hand', old ? 'CashBankInHand' : 'CashBankOnHand', (s) => s.cash, true);
  }
  row(layout.micro ? 'Current assets' : '', 'CurrentAssets', (s) => s.currentAssets, true, undefined, true);
  if (old)
    row('Creditors: amounts falling due within one year', 'CreditorsDueWithinOneYear', (s) => s.creditorsWithin, true);
  else row('Creditors: amounts falling due within one year', 'Creditors', (s) => s.creditorsWithin, true, 'within');
  row(
    'Net current assets (liabilities)',
    'NetCurrentAssetsLiabilities',
    (s) => s.netCurrentAssets,
    true,
    undefined,
    true,
  );
  row(
    'Total assets less current liabilities',
    'TotalAssetsLessCurrentLiabilities',
    (s) => s.totalAssetsLessCurrentLiabilities,
    true,
    undefined,
    true,
  );
  if (sheet.creditorsAfter !== 0) {
    if (old)
      row(
        'Creditors: amounts falling due after more than one year',
        'CreditorsDueAfterOneYear',
        (s) => s.creditorsAfter,
        true,
      );
    else
      row(
        'Creditors: amounts falling due after more than one year',
        'Creditors',
        (s) => s.creditorsAfter,
        true,
        'after',
      );
  }
  row(
    'Net assets (liabilities)',
    old ? 'NetAssetsLiabilitiesIncludingPensionAssetLiability' : 'NetAssetsLiabilities',
    (s) => s.netAssets,
    true,
    undefined,
    true,
  );
  heading('Capital and reserves');
  if (layout.micro) row('Total capital and reserves', 'Equity', (s) => s.netAssets, true, undefined, true);
  else {
    if (old) {
      row('Called up share capital', 'CalledUpShareCapital', (s) => s.shareCapital, true);
      row('Profit and loss account', 'ProfitLossAccountReserve', (s) => s.retainedEarnings, true);
    } else {
      row('Called up share capital', 'Equity', (s) => s.shareCapital, true, 'capital');
      row('Profit and loss account', 'Equity', (s) => s.retainedEarnings, true, 'retained');
    }
    // Some software tags only the parts; the total is on the page as plain text.
    row(
      'Shareholders’ funds',
      sw.totalEquity ? (old ? 'ShareholderFunds' : 'Equity') : null,
      (s) => s.netAssets,
      true,
      undefined,
      true,
    );
  }
  const balance = rows.splice(0);

  const employees = layout.employees
    ? `<p>The average number of persons employed by the company during the period was ${cell('AverageNumberEmployeesDuringPeriod', current.sheet.employees, 'CYD', undefined, 'pure')}${
        comparative
          ? ` (previous period: ${cell('AverageNumberEmployeesDuringPeriod', comparative.sheet.employees, 'PYD', undefined, 'pure')})`
          : ''
      }.</p>`
    : '';

  // Group accounts also show the parent company's own balance sheet, undimensioned.
  const parent = group
    ? `<p>The parent company's net assets at the balance sheet date were ${money} ${cell('NetAssetsLiabilities', sheet.shareCapital * 1000, 'CY', 'parent')}.</p>`
    : '';

  const hidden = [
    `<${sw.ix}:nonNumeric name=${q}${sw.bus}:UKCompaniesHouseRegisteredNumber${q} contextRef=${q}${context('CYD')}${q}>${filing.companyNumber}</${sw.ix}:nonNumeric>`,
    `<${sw.ix}:nonNumeric name=${q}${sw.bus}:EntityCurrentLegalOrRegisteredName${q} contextRef=${q}${context('CYD')}${q}>${escapeXml(filing.companyName)}</${sw.ix}:nonNumeric>`,
    `<${sw.ix}:nonNumeric name=${q}${sw.bus}:StartDateForPeriodCoveredByReport${q} contextRef=${q}${context('CYD')}${q}>${current.start}</${sw.ix}:nonNumeric>`,
    `<${sw.ix}:nonNumeric name=${q}${sw.bus}:EndDateForPeriodCoveredByReport${q} contextRef=${q}${context('CYD')}${q}>${current.end}</${sw.ix}:nonNumeric>`,
    `<${sw.ix}:nonNumeric name=${q}${sw.bus}:EntityDormantTruefalse${q} contextRef=${q}${context('CYD')}${q}>${layout.dormant}</${sw.ix}:nonNumeric>`,
    `<${sw.ix}:nonNumeric name=${q}${sw.bus}:NameProductionSoftware${q} contextRef=${q}${context('CYD')}${q}>${sw.name}</${sw.ix}:nonNumeric>`,
  ].join('');

  const header = `<div style="display:none"><${sw.ix}:header><${sw.ix}:hidden>${hidden}</${sw.ix}:hidden><${sw.ix}:references><link:schemaRef xlink:type="simple" xlink:href="${names.schema}"/></${sw.ix}:references><${sw.ix}:resources>${[
    ...contexts.values(),
  ].join(
    '',
  )}<xbrli:unit id="GBP"><xbrli:measure>iso4217:GBP</xbrli:measure></xbrli:unit><xbrli:unit id="pure"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit></${sw.ix}:resources></${sw.ix}:header></div>`;

  const columns = `<tr><th scope="col"></th><th scope="col" class="n">${current.end.slice(0, 4)}<br/>${money}</th>${
    comparative ? `<th scope="col" class="n">${comparative.end.slice(0, 4)}<br/>${money}</th>` : ''
  }</tr>`;
  const table = (caption: string, body: string[]) =>
    `<table><caption>${caption}</caption><thead>${columns}</thead><tbody>${body.join('')}</tbody></table>`;
  const title = `${escapeXml(filing.companyName)}: ${layout.dormant ? 'dormant ' : ''}accounts for the period ended ${longDate(current.end)}`;

  return `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:${sw.ix}="${sw.ixUri}" xmlns:${sw.ixt}="${sw.ixtUri}" xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${sw.core}="${names.core}" xmlns:${sw.bus}="${names.bus}" xml:lang="en">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/><title>${title}</title>
<style type="text/css">body{font-family:sans-serif;max-width:46em;margin:2em auto;padding:0 1em}table{border-collapse:collapse;width:100%;margin:1em 0}td,th{padding:.2em .5em;text-align:left}.n{text-align:right}.total td{border-top:1px solid #000;font-weight:bold}caption{text-align:left;font-weight:bold;font-size:1.1em}</style></head>
<body>${header}
<h1>${escapeXml(filing.companyName)}</h1>
<p>Registered number: ${filing.companyNumber}</p>
<p>${layout.dormant ? 'Dormant accounts' : layout.micro ? 'Micro-entity accounts' : 'Accounts'} for the period from ${longDate(current.start)} to ${longDate(current.end)}</p>
${pnl.length ? table('Profit and loss account', pnl) : ''}
${table(`Balance sheet as at ${longDate(current.end)}`, balance)}
${employees}${parent}
<p>${
    layout.dormant
      ? 'The company was dormant throughout the period and has not traded.'
      : layout.pnl
        ? ''
        : 'The directors have chosen not to file a copy of the profit and loss account.'
  } These accounts have been prepared in accordance with the provisions applicable to companies subject to the ${
    layout.micro ? 'micro-entities' : 'small companies'
  } regime.</p>
<p>Approved by the board on ${longDate(filing.filedOn)}.</p>
</body></html>
`;
}
