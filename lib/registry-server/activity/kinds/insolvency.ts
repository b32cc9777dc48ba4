// Insolvency: a creditors' voluntary liquidation, with its case, the liquidator's appointment
// (600) and the profile's status, flags and link.
import { INSOLVENCY_FIRMS } from '../../generator/data/business';
import { iso } from '../../generator/dates';
import { makePerson } from '../../generator/persons';
import { addLink, canFile, isCompany } from './shared';
import type { CompanyActivityKind, InsolvencyBody } from './types';

/** Creditors' voluntary liquidation: the insolvency case, the liquidator's appointment (600), the profile. */
export const liquidation: CompanyActivityKind = {
  name: 'liquidation',
  weight: 1,
  applies: (p) => canFile(p) && isCompany(p) && !p.company_status_detail,
  apply(scope, p) {
    const number = p.company_number;
    const firm = scope.rng.pick(INSOLVENCY_FIRMS);
    const practitioner = makePerson(`${scope.key}|practitioner`, { bornFrom: 1960, bornTo: 1990 });
    const existing = scope.insolvency(number);
    const cases = existing?.cases ?? [];
    const body: InsolvencyBody = {
      ...(existing ?? {}),
      cases: [
        ...cases,
        {
          type: 'creditors-voluntary-liquidation',
          number: String(cases.length + 1),
          dates: [{ type: 'wound-up-on', date: iso(scope.today) }],
          practitioners: [
            {
              name: `${practitioner.forename} ${practitioner.surname}`,
              address: {
                address_line_1: firm.name,
                address_line_2: firm.street,
                locality: firm.town,
                ...(firm.region ? { region: firm.region } : {}),
                postal_code: firm.postcode,
              },
              appointed_on: iso(scope.today),
              role: 'practitioner',
            },
          ],
        },
      ],
    };
    delete body.etag;
    scope.putInsolvency(number, body);
    scope.file(number, {
      date: scope.today,
      type: '600',
      category: 'insolvency',
      subcategory: 'voluntary',
      description: 'liquidation-voluntary-appointment-of-liquidator',
      pages: [1, 3],
      paper: false,
    });
    p.company_status = 'liquidation';
    p.has_insolvency_history = true;
    p.has_been_liquidated = true;
    addLink(p, 'insolvency', 'insolvency');
    scope.putCompany(p);
    return true;
  },
};
