// What an export of a company's charges writes (/company/{company_number}/charges), by table column.
import { companyNumberField, field, idFrom, joined, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { chargeStatusLabel } from '@/lib/labels/charges';
import type { ChargeDetails } from '@/lib/registry/schemas';

export const chargesExport = {
  charge: [
    companyNumberField(),
    field('charge_number', 'Charge number', (c) => c.charge_number),
    field('charge_code', 'Charge code', (c) => c.charge_code),
  ],
  status: [
    field('status', 'Status (registry key)', (c) => c.status),
    field('status_label', 'Status', (c) => chargeStatusLabel(c.status)),
  ],
  classification: [field('classification', 'Classification', (c) => c.classification.description)],
  created: [field('created_on', 'Created on', (c) => c.created_on)],
  delivered: [
    field('delivered_on', 'Delivered on', (c) => c.delivered_on),
    field('acquired_on', 'Acquired on', (c) => c.acquired_on),
    field('satisfied_on', 'Satisfied on', (c) => c.satisfied_on),
  ],
  persons: [
    field('persons_entitled', 'Persons entitled', (c) => joined(c.persons_entitled?.map((p) => p.name))),
    field(
      'more_than_four_persons_entitled',
      'More than four persons entitled',
      (c) => c.more_than_four_persons_entitled,
    ),
  ],
  particulars: [
    field('particulars', 'Particulars', (c) => c.particulars?.description),
    field('secured_details', 'Amount secured', (c) => c.secured_details?.description),
    field('charge_id', 'Charge id', (c) => c.id ?? idFrom(c.links?.self)),
    field('url', 'Charge page', (c, context) => pageUrl(c.links?.self, context)),
  ],
} satisfies ExportColumns<ChargeDetails>;
