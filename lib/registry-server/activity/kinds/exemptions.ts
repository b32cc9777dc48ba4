// Exemptions from keeping PSC information: granted when a public company's shares are admitted
// to a UK regulated market, ended when they leave it, removed altogether when recorded in error.
import { iso } from '../../generator/dates';
import { addLink, canFile } from './shared';
import type { CompanyActivityKind, ExemptionsBody } from './types';

const UK_MARKET = 'psc_exempt_as_trading_on_uk_regulated_market';
const DTR5 = 'disclosure_transparency_rules_chapter_five_applies';
type ExemptionKey = typeof UK_MARKET | typeof DTR5;
const EXEMPTION_TYPES: Record<ExemptionKey, string> = {
  [UK_MARKET]: 'psc-exempt-as-trading-on-uk-regulated-market',
  [DTR5]: 'disclosure-transparency-rules-chapter-five-applies',
};

type Exemption = NonNullable<ExemptionsBody['exemptions'][ExemptionKey]>;
type ExemptionItem = Exemption['items'][number];

/** The exemption items still running (no `exempt_to`), as [exemption key, item]. */
const openExemptions = (body: ExemptionsBody | undefined): [string, ExemptionItem][] =>
  (Object.entries(body?.exemptions ?? {}) as [string, Exemption][]).flatMap(([key, exemption]) =>
    (exemption.items ?? []).filter((item) => !item.exempt_to).map((item): [string, ExemptionItem] => [key, item]),
  );

/**
 * A public company's shares are admitted to a UK regulated market: it is exempt from keeping
 * PSC information from today (often also a DTR5 issuer). No filing records it; the exemptions
 * resource and the profile's link appear.
 */
export const exemptionGranted: CompanyActivityKind = {
  name: 'exemption-granted',
  weight: 0.3,
  applies: (p) => canFile(p) && p.type === 'plc',
  apply(scope, p) {
    const number = p.company_number;
    const existing = scope.exemptions(number);
    if (openExemptions(existing).length > 0) return false;
    // A new resource's `exemptions` comes last, as the spread below would add it.
    const body: ExemptionsBody = existing ?? {
      kind: 'exemptions',
      links: { self: `/company/${number}/exemptions` },
      exemptions: {},
    };
    const exemptions = { ...body.exemptions };
    const keys: ExemptionKey[] = scope.rng.chance(0.4) ? [UK_MARKET, DTR5] : [UK_MARKET];
    for (const key of keys) {
      const items = exemptions[key]?.items ?? [];
      exemptions[key] = { exemption_type: EXEMPTION_TYPES[key], items: [{ exempt_from: iso(scope.today) }, ...items] };
    }
    scope.putExemptions(number, { ...body, exemptions });
    if (!p.links?.exemptions) {
      addLink(p, 'exemptions', 'exemptions');
      scope.putCompany(p);
    }
    return true;
  },
};

/** An exemption ends (the shares leave the market): its running item gains `exempt_to`. */
export const exemptionEnded: CompanyActivityKind = {
  name: 'exemption-ended',
  weight: 0.3,
  applies: (p) => !!p.links?.exemptions,
  apply(scope, p) {
    const body = scope.exemptions(p.company_number);
    const open = openExemptions(body);
    if (!body || open.length === 0) return false;
    const [, item] = scope.rng.pick(open);
    if (String(item.exempt_from) > iso(scope.today)) return false;
    item.exempt_to = iso(scope.today);
    scope.putExemptions(p.company_number, body);
    return true;
  },
};

/**
 * Exemptions recorded in error are removed altogether: the resource is gone (a `deleted`
 * event, then 404) and so is the profile's link.
 */
export const exemptionsRemoved: CompanyActivityKind = {
  name: 'exemptions-removed',
  weight: 0.2,
  applies: (p) => !!p.links?.exemptions,
  apply(scope, p) {
    if (!scope.exemptions(p.company_number)) return false;
    scope.removeExemptions(p.company_number);
    delete p.links.exemptions;
    scope.putCompany(p);
    return true;
  },
};
