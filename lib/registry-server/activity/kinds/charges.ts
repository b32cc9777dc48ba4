// Charges: one created (MR01) with the profile's has_charges and link, one satisfied (MR04).
import { oneLine, ukAddress } from '../../generator/addresses';
import { LENDERS } from '../../generator/data/business';
import { iso } from '../../generator/dates';
import { registryId } from '../../generator/ids';
import { chargeCode } from '../../generator/numbers';
import { Weighted } from '../../generator/random';
import { addLink, canFile, isCompanyOrLlp, isLlp } from './shared';
import type { ChargeBody, CompanyActivityKind } from './types';

const lenders = new Weighted(
  LENDERS.filter(([, , , to]) => to >= 2026).map(([name, weight]) => [name, weight] as const),
);

/** A charge created (MR01): the charge, its filing, and the profile's has_charges and link. */
export const chargeCreated: CompanyActivityKind = {
  name: 'charge-created',
  weight: 5,
  applies: (p) => canFile(p) && isCompanyOrLlp(p),
  apply(scope, p) {
    const number = p.company_number;
    const existing = scope.charges(number);
    const sequence = existing.reduce((most, c) => Math.max(most, Number(c.body.charge_number) || 0), 0) + 1;
    const code = chargeCode(number, sequence);
    const id = registryId(`${scope.key}|charge`);
    const tid = scope.file(number, {
      date: scope.today,
      type: isLlp(p) ? 'LLMR01' : 'MR01',
      category: 'mortgage',
      subcategory: 'create',
      description: 'mortgage-create-with-deed-with-charge-number-charge-creation-date',
      values: { charge_number: code, charge_creation_date: iso(scope.today) },
      action: scope.today,
      pages: [10, 30],
      paper: false,
    });
    const floating = scope.rng.chance(0.55);
    const body: ChargeBody = {
      id,
      status: 'outstanding',
      created_on: iso(scope.today),
      charge_code: code,
      delivered_on: iso(scope.today),
      charge_number: sequence,
      classification: { type: 'charge-description', description: 'A registered charge' },
      particulars: {
        type: 'charged-property-or-undertaking-description',
        description: floating
          ? 'Contains fixed charge. Contains floating charge. Floating charge covers all the property or undertaking of the company.'
          : `The freehold property known as ${oneLine(ukAddress(scope.rng, 'england-wales'))}.`,
        contains_fixed_charge: true,
        ...(floating ? { contains_floating_charge: true, floating_charge_covers_all: true } : {}),
        contains_negative_pledge: scope.rng.chance(0.7),
      },
      more_than_four_persons_entitled: false,
      persons_entitled: [{ name: lenders.pick(scope.rng) }],
      transactions: [
        {
          delivered_on: iso(scope.today),
          filing_type: 'create-charge-with-deed',
          links: { filing: `/company/${number}/filing-history/${tid}` },
        },
      ],
      links: { self: `/company/${number}/charges/${id}` },
    };
    scope.putCharge(number, { charge_id: id, status: 'outstanding', body });
    if (!p.has_charges || !p.links?.charges) {
      p.has_charges = true;
      addLink(p, 'charges', 'charges');
      scope.putCompany(p);
    }
    return true;
  },
};

/** An outstanding charge satisfied in full (MR04). */
export const chargeSatisfied: CompanyActivityKind = {
  name: 'charge-satisfied',
  weight: 4,
  applies: (p) => canFile(p) && p.has_charges === true,
  apply(scope, p) {
    const number = p.company_number;
    const open = scope.charges(number).filter((c) => c.status === 'outstanding');
    if (open.length === 0) return false;
    const row = scope.rng.pick(open);
    const code = row.body.charge_code ?? String(row.body.charge_number);
    const tid = scope.file(number, {
      date: scope.today,
      type: isLlp(p) ? 'LLMR04' : 'MR04',
      category: 'mortgage',
      subcategory: 'satisfy',
      description: 'mortgage-satisfy-charge-full',
      values: { charge_number: code },
      pages: [1, 2],
      paper: false,
    });
    row.body.status = 'fully-satisfied';
    row.body.satisfied_on = iso(scope.today);
    row.body.transactions = [
      ...(row.body.transactions ?? []),
      {
        delivered_on: iso(scope.today),
        filing_type: 'charge-satisfaction',
        links: { filing: `/company/${number}/filing-history/${tid}` },
      },
    ];
    scope.putCharge(number, { ...row, status: 'fully-satisfied' });
    return true;
  },
};
