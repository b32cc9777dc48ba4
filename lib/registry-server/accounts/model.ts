// The financial story of a generated company: its figures on any balance-sheet date, a pure function
// of (company, date), so that a filing's comparatives are exactly last year's filing's figures; and
// which of them a filing of a given accounts type shows on its statements.
import { emptyFigures, type Figures } from '@/lib/registry/accounts-figures';
import { hash32 } from '../generator/random';
import { FINANCIALS_SHOWCASE_PROFILES } from '../generator/showcase-financials';

/** What the accounts document is generated from: the filing and its neighbours in the history. */
export interface AccountsFiling {
  readonly companyNumber: string;
  readonly companyName: string;
  readonly transactionId: string;
  /** Date filed (ISO). */
  readonly filedOn: string;
  /** The period end (ISO): description_values.made_up_date. */
  readonly madeUpDate: string;
  /** The accounts type (`micro-entity`, `full`, …), from the filing's description. */
  readonly accountsType: string;
  /** The first day of the period: the day after the previous accounts, or incorporation. */
  readonly periodStart: string;
  /** The previous accounts filed (none for first accounts). */
  readonly previous?: { readonly madeUpDate: string; readonly accountsType: string };
  /** The accounts type that sizes the company (its latest accounts): the same for every filing. */
  readonly sizeType: string;
}

/** The lines behind the thirteen figures, on one date. */
export interface BalanceSheet {
  readonly turnover: number;
  readonly costOfSales: number;
  readonly grossProfit: number;
  readonly adminExpenses: number;
  readonly operatingProfit: number;
  readonly profitBeforeTax: number;
  readonly tax: number;
  readonly profitLoss: number;
  readonly intangible: number;
  readonly tangible: number;
  readonly fixedAssets: number;
  readonly debtors: number;
  readonly cash: number;
  readonly currentAssets: number;
  readonly creditorsWithin: number;
  readonly netCurrentAssets: number;
  readonly totalAssetsLessCurrentLiabilities: number;
  readonly creditorsAfter: number;
  readonly netAssets: number;
  readonly shareCapital: number;
  readonly retainedEarnings: number;
  readonly employees: number;
}

/** The company's constants: size, margins, structure, and the accounting software it files with. */
export interface CompanyTraits {
  readonly scale: number;
  readonly growth: number;
  readonly equityRatio: number;
  readonly fixedRatio: number;
  /** Fixed assets in two lines (intangible and tangible) with a total, or one tangible line. */
  readonly twoFixedLines: boolean;
  readonly debtRatio: number;
  readonly cashShare: number;
  readonly grossMargin: number;
  readonly operatingMargin: number;
  readonly shareCapital: number;
  readonly staffCost: number;
  /** Small companies that file a profit and loss account anyway. */
  readonly smallWithPnl: boolean;
  /** Figures presented in thousands (scale="3"). */
  readonly thousands: boolean;
  readonly software: number;
}

const unit = (key: string) => hash32(key) / 4294967296;
/** In [-1, 1): the year's noise on one line. */
const noise = (number: string, date: string, line: string) => unit(`${number}|${date}|${line}`) * 2 - 1;

/** Typical turnover by the accounts type that sizes the company: [low, high]. */
const TURNOVER: Record<string, readonly [number, number]> = {
  'micro-entity': [25_000, 280_000],
  'total-exemption-small': [150_000, 2_500_000],
  'total-exemption-full': [200_000, 4_000_000],
  'unaudited-abridged': [200_000, 4_000_000],
  small: [1_000_000, 9_000_000],
  medium: [8_000_000, 35_000_000],
  full: [12_000_000, 90_000_000],
  group: [40_000_000, 600_000_000],
  'audit-exemption-subsidiary': [3_000_000, 30_000_000],
};

export function companyTraits(number: string, sizeType: string): CompanyTraits {
  const u = (line: string) => unit(`${number}|traits|${line}`);
  const profile = FINANCIALS_SHOWCASE_PROFILES[number];
  const [low, high] = TURNOVER[sizeType] ?? TURNOVER['total-exemption-full']!;
  const scale = low * Math.pow(high / low, u('scale'));
  // About one company in eight has net liabilities.
  const negative = profile?.netAssets === 'negative' || (profile === undefined && u('negative') < 0.12);
  const thousands = (sizeType === 'group' || sizeType === 'full') && u('thousands') < 0.5;
  return {
    scale,
    growth: -0.03 + 0.12 * u('growth'),
    equityRatio: negative ? -0.12 - 0.15 * u('equity') : 0.08 + 0.45 * u('equity'),
    fixedRatio: u('has-fixed') < 0.25 ? 0 : 0.04 + 0.45 * u('fixed'),
    twoFixedLines: u('fixed-lines') < 0.3,
    debtRatio: u('has-debt') < 0.65 ? 0 : 0.05 + 0.2 * u('debt'),
    cashShare: 0.15 + 0.6 * u('cash'),
    grossMargin: 0.2 + 0.35 * u('gross'),
    operatingMargin: negative ? -0.06 + 0.05 * u('operating') : -0.02 + 0.14 * u('operating'),
    shareCapital: [1, 2, 100, 100, 1000, 10_000][Math.floor(u('capital') * 6)]!,
    staffCost: 55_000 + 70_000 * u('staff'),
    smallWithPnl: u('small-pnl') < 0.3,
    thousands,
    software: Math.floor(u('software') * 4),
  };
}

/** The company's figures on one balance-sheet date (the year's trading ending then). */
export function balanceSheetAt(number: string, traits: CompanyTraits, date: string, dormant: boolean): BalanceSheet {
  const round = (value: number) => (traits.thousands ? Math.round(value / 1000) * 1000 : Math.round(value));
  if (dormant) {
    const capital = traits.shareCapital;
    return {
      ...zeroSheet(),
      debtors: capital,
      currentAssets: capital,
      netCurrentAssets: capital,
      totalAssetsLessCurrentLiabilities: capital,
      netAssets: capital,
      shareCapital: capital,
    };
  }
  const years = (Date.parse(date) - Date.UTC(2016, 0, 1)) / (365.25 * 86_400_000);
  const n = (line: string) => noise(number, date, line);
  const turnoverRaw = traits.scale * Math.exp(traits.growth * years) * (1 + 0.12 * n('turnover'));
  const turnover = round(turnoverRaw);
  const grossProfit = round(turnoverRaw * (traits.grossMargin + 0.03 * n('gross')));
  const operatingProfit = round(turnoverRaw * (traits.operatingMargin + 0.03 * n('operating')));
  const tax = operatingProfit > 0 ? round(operatingProfit * 0.19) : 0;
  const netAssets = round(turnoverRaw * (traits.equityRatio + 0.03 * n('equity')) * 0.7);
  const fixedAssets = traits.fixedRatio === 0 ? 0 : round(turnoverRaw * traits.fixedRatio * (1 + 0.06 * n('fixed')));
  const intangible = traits.twoFixedLines && fixedAssets > 0 ? round(fixedAssets * 0.2) : 0;
  const creditorsAfter = traits.debtRatio === 0 ? 0 : round(turnoverRaw * traits.debtRatio * (1 + 0.1 * n('debt')));
  const netCurrentAssets = netAssets + creditorsAfter - fixedAssets;
  let creditorsWithin = round(turnoverRaw * (0.08 + 0.05 * (1 + n('creditors'))));
  let currentAssets = creditorsWithin + netCurrentAssets;
  const floor = round(turnoverRaw * 0.04);
  if (currentAssets < floor) {
    currentAssets = floor;
    creditorsWithin = currentAssets - netCurrentAssets;
  }
  const cash = round(currentAssets * traits.cashShare);
  const shareCapital = Math.min(traits.shareCapital, Math.max(1, Math.abs(netAssets)));
  return {
    turnover,
    costOfSales: turnover - grossProfit,
    grossProfit,
    adminExpenses: grossProfit - operatingProfit,
    operatingProfit,
    profitBeforeTax: operatingProfit,
    tax,
    profitLoss: operatingProfit - tax,
    intangible,
    tangible: fixedAssets - intangible,
    fixedAssets,
    debtors: currentAssets - cash,
    cash,
    currentAssets,
    creditorsWithin,
    netCurrentAssets,
    totalAssetsLessCurrentLiabilities: fixedAssets + netCurrentAssets,
    creditorsAfter,
    netAssets,
    shareCapital,
    retainedEarnings: netAssets - shareCapital,
    employees: Math.max(1, Math.round(turnoverRaw / traits.staffCost / 4)),
  };
}

function zeroSheet(): BalanceSheet {
  return {
    turnover: 0,
    costOfSales: 0,
    grossProfit: 0,
    adminExpenses: 0,
    operatingProfit: 0,
    profitBeforeTax: 0,
    tax: 0,
    profitLoss: 0,
    intangible: 0,
    tangible: 0,
    fixedAssets: 0,
    debtors: 0,
    cash: 0,
    currentAssets: 0,
    creditorsWithin: 0,
    netCurrentAssets: 0,
    totalAssetsLessCurrentLiabilities: 0,
    creditorsAfter: 0,
    netAssets: 0,
    shareCapital: 0,
    retainedEarnings: 0,
    employees: 0,
  };
}

/** Which parts of the statements a filing of this type shows. */
export interface Layout {
  readonly pnl: boolean;
  readonly cash: boolean;
  readonly employees: boolean;
  /** Micro-entity balance sheets show fixed assets and capital and reserves as single totals. */
  readonly micro: boolean;
  readonly dormant: boolean;
  /** Old UK GAAP (2009 taxonomy) names, before FRS 102. */
  readonly oldGaap: boolean;
}

const FULL_PNL = new Set(['full', 'medium', 'group', 'audit-exemption-subsidiary']);

export function layoutOf(filing: AccountsFiling, traits: CompanyTraits): Layout {
  const type = filing.accountsType;
  const dormant = type === 'dormant';
  const micro = type === 'micro-entity';
  return {
    pnl: !dormant && (FULL_PNL.has(type) || (type === 'small' && traits.smallWithPnl)),
    cash: !micro && !dormant,
    employees: filing.madeUpDate >= '2016-01-01',
    micro,
    dormant,
    oldGaap: filing.madeUpDate < '2016-01-01',
  };
}

/** The thirteen figures a reader finds on a filing's statements for one date's sheet. */
export function shownFigures(sheet: BalanceSheet, layout: Layout): Figures {
  const figures = emptyFigures();
  if (layout.pnl) {
    figures.turnover = sheet.turnover;
    figures.gross_profit = sheet.grossProfit;
    figures.operating_profit = sheet.operatingProfit;
    figures.profit_loss = sheet.profitLoss;
  }
  figures.fixed_assets = sheet.fixedAssets === 0 ? null : sheet.fixedAssets;
  figures.current_assets = sheet.currentAssets;
  figures.cash = layout.cash ? sheet.cash : null;
  figures.creditors_within_one_year = sheet.creditorsWithin;
  figures.net_current_assets = sheet.netCurrentAssets;
  figures.total_assets_less_current_liabilities = sheet.totalAssetsLessCurrentLiabilities;
  figures.net_assets = sheet.netAssets;
  figures.equity = sheet.netAssets;
  figures.employees = layout.employees ? sheet.employees : null;
  return figures;
}

export interface AccountsStatements {
  readonly traits: CompanyTraits;
  readonly layout: Layout;
  readonly current: { readonly start: string; readonly end: string; readonly sheet: BalanceSheet };
  readonly comparative?: { readonly start: string; readonly end: string; readonly sheet: BalanceSheet };
}

const yearBefore = (date: string) => {
  const d = new Date(Date.parse(date));
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10);
};

/** The sheets a filing presents: its period's and (unless first accounts) last year's. */
export function statementsOf(filing: AccountsFiling): AccountsStatements {
  const traits = companyTraits(filing.companyNumber, filing.sizeType);
  const layout = layoutOf(filing, traits);
  const current = {
    start: filing.periodStart,
    end: filing.madeUpDate,
    sheet: balanceSheetAt(filing.companyNumber, traits, filing.madeUpDate, layout.dormant),
  };
  if (!filing.previous) return { traits, layout, current };
  const end = filing.previous.madeUpDate;
  // The comparative period is what the previous accounts covered; a year when the history does not say.
  const comparative = {
    start: yearBefore(end),
    end,
    sheet: balanceSheetAt(filing.companyNumber, traits, end, filing.previous.accountsType === 'dormant'),
  };
  return { traits, layout, current, comparative };
}

/** The figures of both periods as the statements show them: what parsing the document must give back. */
export function expectedFigures(filing: AccountsFiling): { current: Figures; comparative?: Figures } {
  const { layout, current, comparative } = statementsOf(filing);
  const shown = (sheet: BalanceSheet) => shownFigures(sheet, layout);
  return comparative
    ? { current: shown(current.sheet), comparative: shown(comparative.sheet) }
    : { current: shown(current.sheet) };
}
