// What a node of an ownership graph says about itself under its name, in the drawing and the list.
import { companyStatusLabel } from '@/lib/labels/company';
import { formatMonthYear } from '@/lib/labels/dates';
import { pscStatementLabel } from '@/lib/labels/people';
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
