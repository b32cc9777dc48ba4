// What a node of an ownership graph says about itself under its name, in the drawing and the list.
import { companyStatusLabel } from '@/lib/labels/company';
import { formatMonthYear } from '@/lib/labels/dates';
import { pscStatementLabel } from '@/lib/labels/people';
import { personPage } from '@/lib/ownership/people';
import { PERSON_ID } from '@/lib/registry/people/records';
import { appHref } from '@/lib/registry/links';
import type { OwnershipNode } from '@/lib/ownership/walk';

export function nodeDetail(node: OwnershipNode): string {
  switch (node.kind) {
    case 'company':
      return [`Company ${node.company_number}`, node.company_status ? companyStatusLabel(node.company_status) : '']
        .filter(Boolean)
        .join(' · ');
    case 'individual':
      return ['Person', node.date_of_birth ? `born ${formatMonthYear(node.date_of_birth)}` : '', node.nationality ?? '']
        .filter(Boolean)
        .join(' · ');
    case 'corporate-entity':
      return node.verified === false
        ? `Not verified: ${node.unverified_reason}`
        : `${node.jurisdiction ?? 'Abroad'} · not on this register`;
    case 'legal-person':
      return node.legal_form ? `Legal person · ${node.legal_form}` : 'Legal person';
    case 'super-secure':
      return 'Protected person: details withheld';
    case 'statement':
      return 'Statement';
  }
}

/** A node's name as shown: a statement is its text. */
export const nodeName = (node: OwnershipNode) =>
  node.kind === 'statement' ? pscStatementLabel(node.registry_kind ?? node.name, node.linked_psc_name) : node.name;

/** Where a node's name leads: a person node to the person's page, any other to its record (only the registry's own paths). */
export function nodeHref(node: OwnershipNode): string | undefined {
  if (node.person_link && node.person_id && PERSON_ID.test(node.person_id)) return personPage(node.person_id);
  return appHref(node.link);
}

/** A person node standing for more than one PSC entry says how many, under its name. */
export const entriesLine = (node: OwnershipNode): string | undefined =>
  node.records && node.records.length > 1 ? `${node.records.length} PSC entries on the register` : undefined;
