// Builds a CompanyPlan: the regular path draws every fact at random (in incorporation-date
// order, so company numbers rise with dates); the showcase passes the facts it wants fixed.
import { foreignAddress, foreignPlace, ukAddress, type Address } from './addresses';
import {
  chooseArd,
  chooseFate,
  chooseFilingStop,
  chooseOffices,
  chooseRegistration,
  chooseSector,
  chooseSic,
  chooseSizeClass,
  makeName,
  REGISTRY_TYPE,
  type CompanyPlan,
  type Fate,
  type Kind,
  type Registration,
  type SizeClass,
} from './company';
import type { GeneratorContext } from './context';
import { dayOf, type Day } from './dates';
import type { Sector } from './data/business';
import type { ForeignPlace } from './data/places';
import type { Rng } from './random';

export interface CompanySpec {
  readonly kind: Kind;
  readonly creation: Day;
  /** A fixed company number (showcase); otherwise allocated from the date. */
  readonly number?: string;
  readonly registration?: Registration;
  readonly name?: string;
  readonly previousNames?: readonly { name: string; from: Day; to: Day }[];
  readonly fate?: { fate: Fate; status: string; statusDetail?: string; cessation?: Day; insolvencyStart?: Day };
  readonly subtype?: string;
  readonly sector?: Sector;
  readonly sic?: readonly string[];
  readonly sizeClass?: SizeClass;
  readonly listed?: boolean;
  readonly parentNumber?: string;
  readonly foreign?: ForeignPlace;
  readonly office?: Address;
  readonly officeChanges?: number;
}

const CIC_FROM = dayOf(2005, 7, 1);
const PFLP_FROM = dayOf(2017, 4, 6);

export function planCompany(ctx: GeneratorContext, salt: string, rng: Rng, spec: CompanySpec): CompanyPlan {
  const { kind, creation } = spec;
  const registration = spec.registration ?? chooseRegistration(rng, kind, creation);
  let subtype = spec.subtype;
  if (
    subtype === undefined &&
    (kind === 'ltd' || kind === 'guarantee') &&
    creation >= CIC_FROM &&
    rng.chance(kind === 'guarantee' ? 0.15 : 0.005)
  ) {
    subtype = 'community-interest-company';
  }
  // Limited partnerships' subtypes as the register gives them since its reform: private funds
  // (from April 2017) are pflp, or spflp in Scotland; other Scottish partnerships are slp.
  if (subtype === undefined && kind === 'lp') {
    const scottish = registration.jurisdiction === 'scotland';
    if (creation >= PFLP_FROM && rng.chance(0.2)) subtype = scottish ? 'spflp' : 'pflp';
    else if (scottish) subtype = 'slp';
  }
  const sector = spec.sector ?? chooseSector(rng, kind, subtype);
  const overseas = kind === 'fc' || kind === 'oe' || kind === 'br';
  const sic = spec.sic ?? (overseas ? [] : chooseSic(rng, sector));
  const foreign = spec.foreign ?? (overseas ? foreignPlace(rng) : undefined);
  const name = spec.name ?? makeName(rng, kind, sector, registration.jurisdiction, subtype, foreign);
  const decision = spec.fate ?? chooseFate(rng, kind, creation, ctx.ref);
  const end = decision.cessation ?? ctx.ref;
  const filingStop = chooseFilingStop(rng, decision.fate, end, decision.insolvencyStart, ctx.ref);
  const { ard, change } = chooseArd(rng, creation);
  // Offices: overseas companies and entities are registered abroad; everyone else in the jurisdiction's area.
  let office: Address;
  const officeChanges: CompanyPlan['officeChanges'] = [];
  if (kind === 'fc' || kind === 'oe') {
    office = spec.office ?? foreignAddress(rng, foreign);
  } else {
    const lastChange = Math.min(end, filingStop + 180) - 10;
    const offices = chooseOffices(rng, registration.area, creation, lastChange);
    office = spec.office ?? offices.first;
    const changes = spec.officeChanges !== undefined ? offices.changes.slice(0, spec.officeChanges) : offices.changes;
    for (const change of changes) {
      officeChanges.push({ on: change.on, from: office, to: change.to });
      office = change.to;
    }
  }
  // Name history.
  const previousNames = spec.previousNames ? spec.previousNames.slice() : [];
  if (!spec.previousNames && !spec.name && !overseas && kind !== 'lp' && end - creation > 400) {
    const roll = rng.float();
    const changes = roll < 0.012 ? 2 : roll < 0.082 ? 1 : 0;
    const days: Day[] = [];
    for (let i = 0; i < changes; i++) days.push(creation + 60 + Math.floor(rng.float() * (end - creation - 90)));
    days.sort((a, b) => a - b);
    let from = creation;
    for (const to of days) {
      if (to <= from) continue;
      previousNames.push({
        name: makeName(rng, kind, chooseSector(rng, kind, subtype), registration.jurisdiction, subtype, foreign),
        from,
        to,
      });
      from = to;
    }
  }
  const plan: CompanyPlan = {
    ctx,
    salt,
    rng,
    number: spec.number ?? ctx.numbers.allocate(registration.prefix, creation, rng.chance(0.7) ? 0 : rng.int(1, 40)),
    kind,
    type: REGISTRY_TYPE[kind],
    ...(subtype !== undefined ? { subtype } : {}),
    jurisdiction: registration.jurisdiction,
    area: registration.area,
    sector,
    sic,
    name,
    previousNames,
    creation,
    status: decision.status,
    ...(decision.statusDetail !== undefined ? { statusDetail: decision.statusDetail } : {}),
    ...(decision.cessation !== undefined ? { cessation: decision.cessation } : {}),
    end,
    fate: decision.fate,
    filingStop,
    sizeClass: spec.sizeClass ?? chooseSizeClass(rng, kind, sector),
    ard,
    ...(change ? { ardChange: change } : {}),
    office,
    officeChanges,
    listed: spec.listed ?? ((kind === 'plc' || kind === 'se') && end > dayOf(2016, 7, 1) && rng.chance(0.25)),
    ...(spec.parentNumber !== undefined ? { parentNumber: spec.parentNumber } : {}),
    ...(foreign ? { foreign } : {}),
    ...(decision.insolvencyStart !== undefined ? { insolvencyStart: decision.insolvencyStart } : {}),
    officeInDispute: decision.status === 'active' && rng.chance(0.0008),
    officeUndeliverable: decision.fate === 'proposal-to-strike-off' ? rng.chance(0.4) : rng.chance(0.001),
  };
  return plan;
}

/** A UK address for an overseas entity's service address. */
export const serviceAddress = (rng: Rng): Address => ukAddress(rng, 'england-wales');
