// Disqualifications: a director of a failed company disqualified, written by the generator's
// own disqualification module.
import { parseIso } from '../../generator/dates';
import { writeNaturalDisqualification } from '../../generator/disqualifications';
import { registryId } from '../../generator/ids';
import { makePerson } from '../../generator/persons';
import { isCompany } from './shared';
import type { CompanyActivityKind } from './types';

/**
 * A director of a company in liquidation or dissolved is disqualified (an undertaking or a
 * court order), written by the generator's own disqualification module.
 */
export const disqualification: CompanyActivityKind = {
  name: 'disqualification',
  weight: 1,
  applies: (p) => (p.company_status === 'liquidation' || p.company_status === 'dissolved') && isCompany(p),
  apply(scope, p) {
    const person = makePerson(`${scope.key}|disqualified`, { bornFrom: 1950, bornTo: 1995 });
    // A generated company always has its date of creation (parseIso throws on any other text).
    const from = parseIso(String(p.date_of_creation));
    return scope.disqualify((writer) =>
      writeNaturalDisqualification(writer, scope.rng, scope.today, {
        id: registryId(`${scope.key}|disqualification`),
        person,
        companyNames: [p.company_name],
        from: Math.max(from, scope.today - 1500),
        northernIreland: p.company_number.startsWith('NI'),
        address: person.address,
      }),
    );
  },
};
