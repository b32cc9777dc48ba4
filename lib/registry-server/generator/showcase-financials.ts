// The financials showcase (lib/financials): companies whose accounts show each case of the
// Financials tab. Their figures come from lib/registry-server/accounts/model.ts like everyone
// else's; the profiles below only fix what chance would otherwise decide.
//
//   full        ASHDOWN PRECISION ENGINEERING LIMITED: full accounts with a profit and loss account, iXBRL every year since 2015
//   micro       PENROSE GARDEN DESIGN LTD: micro-entity accounts, balance sheet only (no P&L, no cash line)
//   dormant     QUILLAN HOLDINGS LIMITED: dormant accounts, nil figures
//   paper       MORWENNA TEXTILES LIMITED: accounts with no iXBRL (PDF only)
//   negative    SALTMARSH BREWING COMPANY LIMITED: small company with net liabilities every year
import { activeLtd, type Make } from './showcase-common';
import { dayOf } from './dates';
import { SECTORS } from './data/business';
import type { FormationAgent } from './officers';
import type { CompanySpec } from './plan';

export const FINANCIALS_SHOWCASE = {
  full: '11510001',
  micro: '11510002',
  dormant: '11510003',
  paper: '11510004',
  negative: '11510005',
} as const;

export interface FinancialsProfile {
  /** Whether the company's accounts have iXBRL, overriding the three-in-four chance. */
  readonly ixbrl?: 'always' | 'never';
  readonly netAssets?: 'negative' | 'positive';
}

export const FINANCIALS_SHOWCASE_PROFILES: Readonly<Record<string, FinancialsProfile>> = {
  [FINANCIALS_SHOWCASE.full]: { ixbrl: 'always', netAssets: 'positive' },
  [FINANCIALS_SHOWCASE.micro]: { ixbrl: 'always', netAssets: 'positive' },
  [FINANCIALS_SHOWCASE.dormant]: { ixbrl: 'always' },
  [FINANCIALS_SHOWCASE.paper]: { ixbrl: 'never', netAssets: 'positive' },
  [FINANCIALS_SHOWCASE.negative]: { ixbrl: 'always', netAssets: 'negative' },
};

export function generateFinancialsShowcase(make: Make, agents: readonly FormationAgent[]): void {
  const sector = (key: string) => SECTORS.find((s) => s.key === key)!;
  const company = (
    number: string,
    name: string,
    creation: ReturnType<typeof dayOf>,
    sizeClass: CompanySpec['sizeClass'],
    sectorKey: string,
  ) => make(activeLtd(number, name, creation, sector(sectorKey), { sizeClass }), agents);
  company(
    FINANCIALS_SHOWCASE.full,
    'ASHDOWN PRECISION ENGINEERING LIMITED',
    dayOf(2004, 3, 9),
    'large',
    'construction',
  );
  company(FINANCIALS_SHOWCASE.micro, 'PENROSE GARDEN DESIGN LTD', dayOf(2012, 5, 14), 'micro', 'retail');
  company(FINANCIALS_SHOWCASE.dormant, 'QUILLAN HOLDINGS LIMITED', dayOf(2013, 9, 2), 'dormant', 'holding');
  company(FINANCIALS_SHOWCASE.paper, 'MORWENNA TEXTILES LIMITED', dayOf(2008, 1, 21), 'small', 'retail');
  company(
    FINANCIALS_SHOWCASE.negative,
    'SALTMARSH BREWING COMPANY LIMITED',
    dayOf(2011, 6, 30),
    'small',
    'hospitality',
  );
}
