// An ownership graph as Beneficial Ownership Data Standard 0.4 statements: an entity statement
// for each company or body, a person statement for each person, and a relationship statement for
// each edge, with interests from the natures of control (bands as ranges, never as exact shares).
// Companies on this register are identified with the scheme GB-COH; a PSC statement becomes a
// relationship whose interested party is unspecified, with the reason the statement gives.
import { createHash } from 'node:crypto';
import { pscStatementLabel } from '@/lib/labels/people';
import { interestOf, type Share } from './natures';
import type { OwnershipEdge, OwnershipGraph, OwnershipNode } from './walk';

export type BodsStatement = {
  statementId: string;
  declarationSubject: string;
  statementDate: string;
  recordId: string;
  recordType: 'entity' | 'person' | 'relationship';
  recordStatus: 'new' | 'updated' | 'closed';
  recordDetails: Record<string, unknown>;
  source?: { type: string[]; description: string; retrievedAt?: string };
};

const UNSPECIFIED_REASONS: Record<string, string> = {
  'no-individual-or-entity-with-signficant-control': 'noBeneficialOwners',
  'no-individual-or-entity-with-signficant-control-partnership': 'noBeneficialOwners',
  'psc-exists-but-not-identified': 'subjectUnableToConfirmOrIdentifyBeneficialOwner',
  'psc-details-not-confirmed': 'subjectUnableToConfirmOrIdentifyBeneficialOwner',
  'steps-to-find-psc-not-yet-completed': 'subjectUnableToConfirmOrIdentifyBeneficialOwner',
  'psc-contacted-but-no-response': 'interestedPartyHasNotProvidedInformation',
  'psc-has-failed-to-confirm-changed-details': 'interestedPartyHasNotProvidedInformation',
  'restrictions-notice-issued-to-psc': 'interestedPartyHasNotProvidedInformation',
};

const UK = { name: 'United Kingdom', code: 'GB' };

/** A record id that is stable across exports of the same data. */
function recordIdOf(node: OwnershipNode): string {
  return node.kind === 'company' && node.company_number
    ? `GB-COH-${node.company_number}`
    : `registry-browser:${node.id}`;
}

const statementId = (recordId: string, date: string) =>
  createHash('sha256').update(`${recordId}|${date}`).digest('hex');

function entityDetails(node: OwnershipNode): Record<string, unknown> {
  if (node.kind === 'company') {
    return {
      isComponent: false,
      entityType: { type: 'registeredEntity' },
      name: node.name,
      jurisdiction: UK,
      identifiers: [{ scheme: 'GB-COH', id: node.company_number }],
    };
  }
  if (node.kind === 'legal-person') {
    const form = `${node.legal_form ?? ''} ${node.name}`.toLowerCase();
    const entityType = /\btrust\b/.test(form)
      ? { type: 'arrangement', subtype: 'trust' }
      : /government|secretary of state|ministry|department|crown|council|authority/.test(form)
        ? { type: 'stateBody' }
        : { type: 'legalEntity', ...(node.legal_form ? { details: node.legal_form } : {}) };
    return { isComponent: false, entityType, name: node.name };
  }
  // A corporate body not (or not verifiably) on this register.
  return {
    isComponent: false,
    entityType: { type: 'registeredEntity', ...(node.legal_form ? { details: node.legal_form } : {}) },
    name: node.name,
    ...(node.jurisdiction ? { jurisdiction: { name: node.jurisdiction } } : {}),
    ...(node.registration_number
      ? {
          identifiers: [
            {
              id: node.registration_number,
              schemeName:
                node.verified === false
                  ? 'Registration number as declared (not verified)'
                  : 'Registration number as declared',
            },
          ],
        }
      : {}),
  };
}

function personDetails(node: OwnershipNode): Record<string, unknown> {
  if (node.kind === 'super-secure') {
    return {
      isComponent: false,
      personType: 'anonymousPerson',
      unspecifiedPersonDetails: {
        reason: 'interestedPartyExemptFromDisclosure',
        description: 'Details withheld from the public register for the person’s protection',
      },
    };
  }
  return {
    isComponent: false,
    personType: 'knownPerson',
    names: [{ type: 'legal', fullName: node.name }],
    ...(node.date_of_birth
      ? { birthDate: `${node.date_of_birth.year}-${String(node.date_of_birth.month).padStart(2, '0')}` }
      : {}),
    ...(node.nationality ? { nationalities: [{ name: node.nationality }] } : {}),
  };
}

/** A band in BODS terms: each end as an inclusive or an exclusive bound (`{exclusiveMinimum: 25, maximum: 50}` is "more than 25%, up to 50%"). */
function bodsShare(share: Share): Record<string, number> {
  return {
    [share.exclusiveMinimum ? 'exclusiveMinimum' : 'minimum']: share.minimum,
    [share.exclusiveMaximum ? 'exclusiveMaximum' : 'maximum']: share.maximum,
  };
}

function interestsOf(edge: OwnershipEdge, ownerIsPerson: boolean) {
  return edge.natures_of_control.map((nature) => {
    const interest = interestOf(nature);
    return {
      type: interest.type,
      directOrIndirect: 'unknown',
      beneficialOwnershipOrControl: ownerIsPerson,
      details: nature,
      ...(interest.share ? { share: bodsShare(interest.share) } : {}),
      ...(edge.notified_on ? { startDate: edge.notified_on } : {}),
      ...(edge.ceased_on ? { endDate: edge.ceased_on } : {}),
    };
  });
}

/** The graph as BODS 0.4 statements, dated `date` (YYYY-MM-DD). */
export function toBods(graph: OwnershipGraph, date: string): BodsStatement[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const root = byId.get(`company:${graph.company_number}`)!;
  const declarationSubject = recordIdOf(root);
  const source = {
    type: ['officialRegister'],
    description: 'The company register, persons with significant control and their statements',
    retrievedAt: date,
  };
  const statements: BodsStatement[] = [];
  const record = (
    recordId: string,
    recordType: BodsStatement['recordType'],
    recordDetails: Record<string, unknown>,
    closed = false,
  ) =>
    statements.push({
      statementId: statementId(recordId, date),
      declarationSubject,
      statementDate: date,
      recordId,
      recordType,
      recordStatus: closed ? 'closed' : 'new',
      recordDetails,
      source,
    });

  for (const node of graph.nodes) {
    if (node.kind === 'statement') continue;
    if (node.kind === 'individual' || node.kind === 'super-secure')
      record(recordIdOf(node), 'person', personDetails(node));
    else record(recordIdOf(node), 'entity', entityDetails(node));
  }
  graph.edges.forEach((edge, index) => {
    const owner = byId.get(edge.source);
    const owned = byId.get(edge.target);
    if (!owner || !owned) return;
    const recordId = `registry-browser:relationship:${recordIdOf(owned)}:${index}:${recordIdOf(owner)}`;
    if (owner.kind === 'statement') {
      const key = owner.registry_kind ?? owner.name;
      record(
        recordId,
        'relationship',
        {
          isComponent: false,
          subject: recordIdOf(owned),
          interestedParty: {
            reason: UNSPECIFIED_REASONS[key] ?? 'unknown',
            description: pscStatementLabel(key, owner.linked_psc_name),
          },
          interests: [],
        },
        Boolean(edge.ceased_on),
      );
      return;
    }
    const ownerIsPerson = owner.kind === 'individual' || owner.kind === 'super-secure';
    record(
      recordId,
      'relationship',
      {
        isComponent: false,
        subject: recordIdOf(owned),
        interestedParty: recordIdOf(owner),
        interests: interestsOf(edge, ownerIsPerson),
      },
      Boolean(edge.ceased_on),
    );
  });
  return statements;
}
