// What an export of a company's persons with significant control writes
// (/company/{company_number}/persons-with-significant-control), by table column.
import {
  companyNumberField,
  field,
  idFrom,
  joined,
  labelled,
  monthOfBirth,
  pageUrl,
  type ExportColumns,
} from '@/lib/export/fields';
import { formatAddress } from '@/lib/labels/address';
import { natureOfControlLabel, pscKindLabel, superSecureDescriptionLabel } from '@/lib/labels/people';
import type { Psc } from '@/lib/registry/schemas';
import { pscVerification } from '@/lib/verification/rows';
import { identityFields, type VerificationPage } from './identity';

/** A PSC's verification, as the PSC page judges it. */
export const pscVerificationOf = (psc: Psc, page: VerificationPage) => pscVerification(psc, page.verification);

export const pscsExport = {
  name: [
    companyNumberField(),
    field('name', 'Name', (p) => p.name ?? (p.description ? superSecureDescriptionLabel(p.description) : undefined)),
    field('kind', 'Kind (registry key)', (p) => p.kind),
    field('kind_label', 'Kind', (p) => pscKindLabel(p.kind)),
    field('notified_on', 'Notified on', (p) => p.notified_on),
    field('ceased_on', 'Ceased on', (p) => p.ceased_on),
  ],
  control: [
    field('natures_of_control', 'Natures of control (registry keys)', (p) => joined(p.natures_of_control)),
    field('natures_of_control_labels', 'Natures of control', (p) =>
      labelled(p.natures_of_control, natureOfControlLabel),
    ),
  ],
  identity: identityFields<Psc>(pscVerificationOf),
  details: [
    field('date_of_birth', 'Month of birth', (p) => monthOfBirth(p.date_of_birth)),
    field('nationality', 'Nationality', (p) => p.nationality),
    field('country_of_residence', 'Country of residence', (p) => p.country_of_residence),
  ],
  address: [field('address', 'Address', (p) => formatAddress(p.address ?? p.principal_office_address))],
  identification: [
    field('legal_form', 'Legal form', (p) => p.identification?.legal_form),
    field('legal_authority', 'Legal authority', (p) => p.identification?.legal_authority),
    field('registration_number', 'Registration number', (p) => p.identification?.registration_number),
    field('place_registered', 'Place registered', (p) => p.identification?.place_registered),
    field('psc_id', 'PSC id', (p) => idFrom(p.links.self)),
    field('url', 'PSC page', (p, context) => pageUrl(p.links.self, context)),
  ],
} satisfies ExportColumns<Psc>;
