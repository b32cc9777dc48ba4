// Labels for people on the register: officer roles, kinds of person with significant control
// (PSC), natures of control, PSC statements, and disqualifications.

import { label, keysOf, type LabelTable } from './label';

export const officerRoleLabels: LabelTable = {
  director: 'Director',
  'corporate-director': 'Director (corporate body)',
  'nominee-director': 'Nominee director',
  'corporate-nominee-director': 'Nominee director (corporate body)',
  secretary: 'Secretary',
  'corporate-secretary': 'Secretary (corporate body)',
  'nominee-secretary': 'Nominee secretary',
  'corporate-nominee-secretary': 'Nominee secretary (corporate body)',
  'llp-member': 'LLP member',
  'corporate-llp-member': 'LLP member (corporate body)',
  'llp-designated-member': 'LLP designated member',
  'corporate-llp-designated-member': 'LLP designated member (corporate body)',
  'general-partner-in-a-limited-partnership': 'General partner',
  'corporate-general-partner-in-a-limited-partnership': 'General partner (corporate body)',
  'limited-partner-in-a-limited-partnership': 'Limited partner',
  'corporate-limited-partner-in-a-limited-partnership': 'Limited partner (corporate body)',
  'cic-manager': 'Community interest company manager',
  'judicial-factor': 'Judicial factor',
  'manager-of-an-eeig': 'EEIG manager',
  'corporate-manager-of-an-eeig': 'EEIG manager (corporate body)',
  'managing-officer': 'Managing officer',
  'corporate-managing-officer': 'Managing officer (corporate body)',
  'member-of-a-management-organ': 'Management body member',
  'corporate-member-of-a-management-organ': 'Management body member (corporate body)',
  'member-of-a-supervisory-organ': 'Supervisory body member',
  'corporate-member-of-a-supervisory-organ': 'Supervisory body member (corporate body)',
  'member-of-an-administrative-organ': 'Administrative body member',
  'corporate-member-of-an-administrative-organ': 'Administrative body member (corporate body)',
  'person-authorised-to-accept': 'Authorised to accept service of documents',
  'person-authorised-to-represent': 'Authorised to represent the company',
  'person-authorised-to-represent-and-accept': 'Authorised to represent the company and accept service',
  'receiver-and-manager': 'Receiver and manager',
};

/** `identification.identification_type` of a corporate officer: where the body is registered. */
export const identificationTypeLabels: LabelTable = {
  'uk-limited-company': 'UK limited company',
  eea: 'Registered in the European Economic Area',
  'non-eea': 'Registered outside the European Economic Area',
  'other-corporate-body-or-firm': 'Other corporate body or firm',
  'registered-overseas-entity-corporate-managing-officer': 'Corporate managing officer of an overseas entity',
  'limited-partnership-corporate-partner': 'Corporate partner in a limited partnership',
};

/** `contribution_sub_types` of a limited partner's appointment: what the partner put in. */
export const contributionSubTypeLabels: LabelTable = {
  money: 'Money',
  'land-or-property': 'Land or property',
  shares: 'Shares',
  'services-or-goods': 'Services or goods',
  'any-other-asset': 'Another kind of asset',
};

/** `kind` of a PSC list item or detail. */
export const pscKindLabels: LabelTable = {
  'individual-person-with-significant-control': 'Individual',
  'corporate-entity-person-with-significant-control': 'Corporate body',
  'legal-person-person-with-significant-control': 'Other legal person',
  // The published list schema spells the legal-person kind this way.
  'legal-person-with-significant-control': 'Other legal person',
  'super-secure-person-with-significant-control': 'Individual with protected details',
  'individual-beneficial-owner': 'Individual beneficial owner',
  'corporate-entity-beneficial-owner': 'Corporate beneficial owner',
  'legal-person-beneficial-owner': 'Beneficial owner (other legal person)',
  'super-secure-beneficial-owner': 'Beneficial owner with protected details',
};

// ---------------------------------------------------------------------------------------
// Natures of control. Each key combines what is held, a band, an indirect route (a trust
// or a firm) and the kind of body. The short label and long description are composed from
// those parts, so the 86 keys stay consistent with each other.

type Holding =
  'shares' | 'votes' | 'appoint-directors' | 'appoint-members' | 'appoint-persons' | 'influence' | 'surplus-assets';
type Band = '25-50' | '50-75' | '75-100' | 'over-25';
/** trust / firm: influence over a trust or firm that holds it; trustee / firm-member: holds it as one of them. */
type Route = 'direct' | 'trust' | 'firm' | 'trustee' | 'firm-member';
type Body = 'company' | 'llp' | 'partnership' | 'overseas-entity';

interface ControlText {
  short: string;
  long: string;
}

const bandShort: Record<Band, string> = {
  '25-50': 'more than 25% and up to 50%',
  '50-75': 'more than 50% and under 75%',
  '75-100': '75% or more',
  'over-25': 'more than 25%',
};

const bandLong: Record<Band, string> = {
  '25-50': 'more than 25%, and no more than 50%,',
  '50-75': 'more than 50%, but less than 75%,',
  '75-100': '75% or more',
  'over-25': 'more than 25%',
};

const bodyName: Record<Body, string> = {
  company: 'the company',
  llp: 'the LLP',
  partnership: 'the partnership',
  'overseas-entity': 'the entity',
};

const bodyPossessive: Record<Body, string> = {
  company: "the company's",
  llp: "the LLP's",
  partnership: "the partnership's",
  'overseas-entity': "the entity's",
};

const routeShort: Record<Route, string> = {
  direct: '',
  trust: ', via control of a trust',
  firm: ', via control of a firm',
  trustee: ', in the role of trustee',
  'firm-member': ', through membership of a firm',
};

// Who holds the right, written as the opening of the long description.
const routeLead: Record<Route, string> = {
  direct: 'Holds',
  trust:
    'Has significant influence or control, by right or in practice, over a trust whose trustees, acting as trustees, hold',
  firm: 'Has significant influence or control, by right or in practice, over a firm (one that is not a legal person under its own law) whose members, acting as members, hold',
  trustee: 'Is a trustee of a trust whose trustees, acting as trustees, hold',
  'firm-member':
    'Is a member of a firm (one that is not a legal person under its own law) whose members, acting as members, hold',
};

function holdingShort(holding: Holding, band: Band | undefined): string {
  const range = band ? bandShort[band] : '';
  switch (holding) {
    case 'shares':
      return `Holds ${range} of the shares`;
    case 'votes':
      return `Holds ${range} of the voting rights`;
    case 'surplus-assets':
      return `Entitled to ${range} of surplus assets`;
    case 'appoint-directors':
      return 'Can appoint or remove most directors';
    case 'appoint-members':
      return 'Can appoint or remove most managing members';
    case 'appoint-persons':
      return 'Can appoint or remove most managing partners';
    case 'influence':
      return 'Significant influence or control';
  }
}

// The rest of the long description; it starts with its own separator so it can follow routeLead.
function holdingLong(holding: Holding, band: Band | undefined, body: Body): string {
  const range = band ? bandLong[band] : '';
  const of = bodyName[body];
  const owners = bodyPossessive[body];
  switch (holding) {
    case 'shares':
      return ` ${range} of ${owners} shares, whether directly or indirectly`;
    case 'votes':
      return ` ${range} of the votes in ${of}, whether directly or indirectly`;
    case 'surplus-assets':
      return ` a right (actual or treated as such) to share in ${range} of whatever assets remain if ${of} is wound up, whether directly or indirectly`;
    case 'appoint-directors':
      return ` the right to appoint or remove most of ${owners} board, whether directly or indirectly`;
    case 'appoint-members':
      return ` the right to appoint or remove most of the members entitled to take part in managing ${of}, whether directly or indirectly`;
    case 'appoint-persons':
      return ` the right to appoint or remove most of the people entitled to take part in managing ${of}, whether directly or indirectly`;
    case 'influence':
      return ` significant influence or control over ${of}, whether by right or in practice`;
  }
}

function control(holding: Holding, band: Band | undefined, route: Route, body: Body): ControlText {
  return {
    short: `${holdingShort(holding, band)}${routeShort[route]}`,
    long: `${routeLead[route]}${holdingLong(holding, band, body)}.`,
  };
}

type NomineeFor = 'person' | 'another-entity';
type Land = 'england-wales' | 'scotland' | 'northern-ireland';

const landName: Record<Land, string> = {
  'england-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

function nominee(forWhom: NomineeFor, land: Land): ControlText {
  const beneficiary =
    forWhom === 'person' ? 'this person' : 'another entity that has this person as a registered beneficial owner';
  return {
    short: `Nominee: the overseas entity is registered owner of land in ${landName[land]} for ${forWhom === 'person' ? 'this person' : 'another entity of which this person is a beneficial owner'}`,
    long: `The overseas entity is registered as owner of land or property in ${landName[land]}, holding it as nominee for ${beneficiary}.`,
  };
}

const C = 'company' as const;
const LLP = 'llp' as const;
const P = 'partnership' as const;
const OE = 'overseas-entity' as const;

const naturesOfControl: Readonly<Record<string, ControlText>> = {
  'ownership-of-shares-25-to-50-percent': control('shares', '25-50', 'direct', C),
  'ownership-of-shares-50-to-75-percent': control('shares', '50-75', 'direct', C),
  'ownership-of-shares-75-to-100-percent': control('shares', '75-100', 'direct', C),
  'ownership-of-shares-25-to-50-percent-as-trust': control('shares', '25-50', 'trust', C),
  'ownership-of-shares-50-to-75-percent-as-trust': control('shares', '50-75', 'trust', C),
  'ownership-of-shares-75-to-100-percent-as-trust': control('shares', '75-100', 'trust', C),
  'ownership-of-shares-25-to-50-percent-as-firm': control('shares', '25-50', 'firm', C),
  'ownership-of-shares-50-to-75-percent-as-firm': control('shares', '50-75', 'firm', C),
  'ownership-of-shares-75-to-100-percent-as-firm': control('shares', '75-100', 'firm', C),
  'ownership-of-shares-more-than-25-percent-registered-overseas-entity': control('shares', 'over-25', 'direct', OE),
  'ownership-of-shares-more-than-25-percent-as-trust-registered-overseas-entity': control(
    'shares',
    'over-25',
    'trustee',
    OE,
  ),
  'ownership-of-shares-more-than-25-percent-as-firm-registered-overseas-entity': control(
    'shares',
    'over-25',
    'firm-member',
    OE,
  ),
  'ownership-of-shares-more-than-25-percent-as-control-over-trust-registered-overseas-entity': control(
    'shares',
    'over-25',
    'trust',
    OE,
  ),
  'ownership-of-shares-more-than-25-percent-as-control-over-firm-registered-overseas-entity': control(
    'shares',
    'over-25',
    'firm',
    OE,
  ),

  'voting-rights-25-to-50-percent': control('votes', '25-50', 'direct', C),
  'voting-rights-50-to-75-percent': control('votes', '50-75', 'direct', C),
  'voting-rights-75-to-100-percent': control('votes', '75-100', 'direct', C),
  'voting-rights-25-to-50-percent-as-trust': control('votes', '25-50', 'trust', C),
  'voting-rights-50-to-75-percent-as-trust': control('votes', '50-75', 'trust', C),
  'voting-rights-75-to-100-percent-as-trust': control('votes', '75-100', 'trust', C),
  'voting-rights-25-to-50-percent-as-firm': control('votes', '25-50', 'firm', C),
  'voting-rights-50-to-75-percent-as-firm': control('votes', '50-75', 'firm', C),
  'voting-rights-75-to-100-percent-as-firm': control('votes', '75-100', 'firm', C),
  'voting-rights-more-than-25-percent-registered-overseas-entity': control('votes', 'over-25', 'direct', OE),
  'voting-rights-more-than-25-percent-as-trust-registered-overseas-entity': control('votes', 'over-25', 'trustee', OE),
  'voting-rights-more-than-25-percent-as-firm-registered-overseas-entity': control(
    'votes',
    'over-25',
    'firm-member',
    OE,
  ),
  'voting-rights-more-than-25-percent-as-control-over-trust-registered-overseas-entity': control(
    'votes',
    'over-25',
    'trust',
    OE,
  ),
  'voting-rights-more-than-25-percent-as-control-over-firm-registered-overseas-entity': control(
    'votes',
    'over-25',
    'firm',
    OE,
  ),

  'right-to-appoint-and-remove-directors': control('appoint-directors', undefined, 'direct', C),
  'right-to-appoint-and-remove-directors-as-trust': control('appoint-directors', undefined, 'trust', C),
  'right-to-appoint-and-remove-directors-as-firm': control('appoint-directors', undefined, 'firm', C),
  'right-to-appoint-and-remove-directors-registered-overseas-entity': control(
    'appoint-directors',
    undefined,
    'direct',
    OE,
  ),
  'right-to-appoint-and-remove-directors-as-trust-registered-overseas-entity': control(
    'appoint-directors',
    undefined,
    'trustee',
    OE,
  ),
  'right-to-appoint-and-remove-directors-as-firm-registered-overseas-entity': control(
    'appoint-directors',
    undefined,
    'firm-member',
    OE,
  ),
  'right-to-appoint-and-remove-directors-as-control-over-trust-registered-overseas-entity': control(
    'appoint-directors',
    undefined,
    'trust',
    OE,
  ),
  'right-to-appoint-and-remove-directors-as-control-over-firm-registered-overseas-entity': control(
    'appoint-directors',
    undefined,
    'firm',
    OE,
  ),

  'significant-influence-or-control': control('influence', undefined, 'direct', C),
  'significant-influence-or-control-as-trust': control('influence', undefined, 'trust', C),
  'significant-influence-or-control-as-firm': control('influence', undefined, 'firm', C),
  'significant-influence-or-control-registered-overseas-entity': control('influence', undefined, 'direct', OE),
  'significant-influence-or-control-as-trust-registered-overseas-entity': control(
    'influence',
    undefined,
    'trustee',
    OE,
  ),
  'significant-influence-or-control-as-firm-registered-overseas-entity': control(
    'influence',
    undefined,
    'firm-member',
    OE,
  ),
  'significant-influence-or-control-as-control-over-trust-registered-overseas-entity': control(
    'influence',
    undefined,
    'trust',
    OE,
  ),
  'significant-influence-or-control-as-control-over-firm-registered-overseas-entity': control(
    'influence',
    undefined,
    'firm',
    OE,
  ),

  'right-to-share-surplus-assets-25-to-50-percent-limited-liability-partnership': control(
    'surplus-assets',
    '25-50',
    'direct',
    LLP,
  ),
  'right-to-share-surplus-assets-50-to-75-percent-limited-liability-partnership': control(
    'surplus-assets',
    '50-75',
    'direct',
    LLP,
  ),
  'right-to-share-surplus-assets-75-to-100-percent-limited-liability-partnership': control(
    'surplus-assets',
    '75-100',
    'direct',
    LLP,
  ),
  'right-to-share-surplus-assets-25-to-50-percent-as-trust-limited-liability-partnership': control(
    'surplus-assets',
    '25-50',
    'trust',
    LLP,
  ),
  'right-to-share-surplus-assets-50-to-75-percent-as-trust-limited-liability-partnership': control(
    'surplus-assets',
    '50-75',
    'trust',
    LLP,
  ),
  'right-to-share-surplus-assets-75-to-100-percent-as-trust-limited-liability-partnership': control(
    'surplus-assets',
    '75-100',
    'trust',
    LLP,
  ),
  'right-to-share-surplus-assets-25-to-50-percent-as-firm-limited-liability-partnership': control(
    'surplus-assets',
    '25-50',
    'firm',
    LLP,
  ),
  'right-to-share-surplus-assets-50-to-75-percent-as-firm-limited-liability-partnership': control(
    'surplus-assets',
    '50-75',
    'firm',
    LLP,
  ),
  'right-to-share-surplus-assets-75-to-100-percent-as-firm-limited-liability-partnership': control(
    'surplus-assets',
    '75-100',
    'firm',
    LLP,
  ),

  'voting-rights-25-to-50-percent-limited-liability-partnership': control('votes', '25-50', 'direct', LLP),
  'voting-rights-50-to-75-percent-limited-liability-partnership': control('votes', '50-75', 'direct', LLP),
  'voting-rights-75-to-100-percent-limited-liability-partnership': control('votes', '75-100', 'direct', LLP),
  'voting-rights-25-to-50-percent-as-trust-limited-liability-partnership': control('votes', '25-50', 'trust', LLP),
  'voting-rights-50-to-75-percent-as-trust-limited-liability-partnership': control('votes', '50-75', 'trust', LLP),
  'voting-rights-75-to-100-percent-as-trust-limited-liability-partnership': control('votes', '75-100', 'trust', LLP),
  'voting-rights-25-to-50-percent-as-firm-limited-liability-partnership': control('votes', '25-50', 'firm', LLP),
  'voting-rights-50-to-75-percent-as-firm-limited-liability-partnership': control('votes', '50-75', 'firm', LLP),
  'voting-rights-75-to-100-percent-as-firm-limited-liability-partnership': control('votes', '75-100', 'firm', LLP),

  'right-to-appoint-and-remove-members-limited-liability-partnership': control(
    'appoint-members',
    undefined,
    'direct',
    LLP,
  ),
  'right-to-appoint-and-remove-members-as-trust-limited-liability-partnership': control(
    'appoint-members',
    undefined,
    'trust',
    LLP,
  ),
  'right-to-appoint-and-remove-members-as-firm-limited-liability-partnership': control(
    'appoint-members',
    undefined,
    'firm',
    LLP,
  ),
  'significant-influence-or-control-limited-liability-partnership': control('influence', undefined, 'direct', LLP),
  'significant-influence-or-control-as-trust-limited-liability-partnership': control(
    'influence',
    undefined,
    'trust',
    LLP,
  ),
  'significant-influence-or-control-as-firm-limited-liability-partnership': control(
    'influence',
    undefined,
    'firm',
    LLP,
  ),

  'part-right-to-share-surplus-assets-25-to-50-percent': control('surplus-assets', '25-50', 'direct', P),
  'part-right-to-share-surplus-assets-50-to-75-percent': control('surplus-assets', '50-75', 'direct', P),
  'part-right-to-share-surplus-assets-75-to-100-percent': control('surplus-assets', '75-100', 'direct', P),
  'part-right-to-share-surplus-assets-25-to-50-percent-as-trust': control('surplus-assets', '25-50', 'trust', P),
  'part-right-to-share-surplus-assets-50-to-75-percent-as-trust': control('surplus-assets', '50-75', 'trust', P),
  'part-right-to-share-surplus-assets-75-to-100-percent-as-trust': control('surplus-assets', '75-100', 'trust', P),
  'part-right-to-share-surplus-assets-25-to-50-percent-as-firm': control('surplus-assets', '25-50', 'firm', P),
  'part-right-to-share-surplus-assets-50-to-75-percent-as-firm': control('surplus-assets', '50-75', 'firm', P),
  'part-right-to-share-surplus-assets-75-to-100-percent-as-firm': control('surplus-assets', '75-100', 'firm', P),
  'right-to-appoint-and-remove-person': control('appoint-persons', undefined, 'direct', P),
  'right-to-appoint-and-remove-person-as-firm': control('appoint-persons', undefined, 'firm', P),
  'right-to-appoint-and-remove-person-as-trust': control('appoint-persons', undefined, 'trust', P),

  'registered-owner-as-nominee-person-england-wales-registered-overseas-entity': nominee('person', 'england-wales'),
  'registered-owner-as-nominee-person-scotland-registered-overseas-entity': nominee('person', 'scotland'),
  'registered-owner-as-nominee-person-northern-ireland-registered-overseas-entity': nominee(
    'person',
    'northern-ireland',
  ),
  'registered-owner-as-nominee-another-entity-england-wales-registered-overseas-entity': nominee(
    'another-entity',
    'england-wales',
  ),
  'registered-owner-as-nominee-another-entity-scotland-registered-overseas-entity': nominee(
    'another-entity',
    'scotland',
  ),
  'registered-owner-as-nominee-another-entity-northern-ireland-registered-overseas-entity': nominee(
    'another-entity',
    'northern-ireland',
  ),
};

function mapTexts(pick: (text: ControlText) => string): LabelTable {
  return Object.fromEntries(Object.entries(naturesOfControl).map(([key, text]) => [key, pick(text)]));
}

/** Short label for each `natures_of_control` value, e.g. "Holds 75% or more of the shares". */
export const natureOfControlLabels: LabelTable = mapTexts((text) => text.short);
/** A full sentence for each `natures_of_control` value. */
export const natureOfControlDescriptions: LabelTable = mapTexts((text) => text.long);

// ---------------------------------------------------------------------------------------

/** PSC `statement` values. `{linked_psc_name}` is filled by pscStatementLabel. */
export const pscStatementLabels: LabelTable = {
  // The "signficant" misspelling is the registry's real key.
  'no-individual-or-entity-with-signficant-control':
    'The company believes no one is a registrable person or registrable legal entity in relation to it',
  'psc-exists-but-not-identified':
    'The company believes it has a registrable person but has not yet worked out who that is',
  'psc-details-not-confirmed':
    'The company knows who its registrable person is, but not all of their required details have been confirmed',
  'steps-to-find-psc-not-yet-completed':
    'The company is still taking reasonable steps to find out whether it has any registrable person or legal entity',
  'psc-contacted-but-no-response':
    'The company sent a notice under section 790D or 790DA of the Companies Act 2006 and it has not been answered',
  'psc-has-failed-to-confirm-changed-details':
    '{linked_psc_name} has not answered a notice the company sent under section 790E or 790EA of the Companies Act 2006',
  'restrictions-notice-issued-to-psc':
    'A restrictions notice has been served by the company (Companies Act 2006, Schedule 1B, paragraph 1)',
  'no-individual-or-entity-with-signficant-control-partnership':
    'The partnership believes no one is a registrable person or registrable legal entity in relation to it',
  'psc-exists-but-not-identified-partnership':
    'The partnership believes it has a registrable person but has not yet worked out who that is',
  'psc-details-not-confirmed-partnership':
    'The partnership knows who its registrable person is, but not all of their required details have been confirmed',
  'steps-to-find-psc-not-yet-completed-partnership':
    'The partnership is still taking reasonable steps to find out whether it has any registrable person or legal entity',
  'psc-contacted-but-no-response-partnership':
    'The partnership sent a notice under regulation 10 of the Scottish Partnerships PSC Regulations 2017 and it has not been answered',
  'psc-has-failed-to-confirm-changed-details-partnership':
    'The partnership sent a notice under regulation 11 of the Scottish Partnerships PSC Regulations 2017 and it has not been answered',
  'restrictions-notice-issued-to-psc-partnership':
    'A restrictions notice has been served by the partnership (Scottish Partnerships PSC Regulations 2017, Schedule 2, paragraph 1)',
  'all-beneficial-owners-identified': 'Every beneficial owner is known and all the required details can be given',
  'no-beneficial-owner-identified': 'The entity has not identified any beneficial owner',
  'at-least-one-beneficial-owner-unidentified':
    'At least one beneficial owner is still unknown; full details are given for those who are known',
  'information-not-provided-for-at-least-one-beneficial-owner':
    'Every beneficial owner is known, but some of the required details cannot be given',
  'at-least-one-beneficial-owner-unidentified-and-information-not-provided-for-at-least-one-beneficial-owner':
    'At least one beneficial owner is still unknown, and some required details cannot be given',
  'nobody-has-become-or-ceased-to-be-a-beneficial-owner': 'No change of beneficial owners during the update period',
  'somebody-has-become-or-ceased-to-be-a-beneficial-owner': 'Beneficial owners changed during the update period',
  'no-change-beneficial-owner-relevant-period':
    'The entity believes its beneficial owners did not change during the relevant period',
  'change-beneficial-owner-relevant-period':
    'The entity believes its beneficial owners changed during the relevant period',
  'no-trust-involved-relevant-period':
    "In the entity's view, no change of beneficial owner in the relevant period came about through someone being a trustee",
  'trust-involved-relevant-period':
    "In the entity's view, at least one change of beneficial owner in the relevant period came about through someone being a trustee",
  'no-change-beneficiary-relevant-period':
    'The entity believes its beneficiaries did not change during the relevant period',
  'change-beneficiary-relevant-period': 'The entity believes its beneficiaries changed during the relevant period',
  'awaiting-confirmation-from-psc':
    'The company believes it has a person with significant control but is waiting for them to confirm it',
};

/** `description` of a super-secure PSC. */
export const superSecureDescriptionLabels: LabelTable = {
  'super-secure-persons-with-significant-control':
    "This person's details are withheld because a protection order prevents them being disclosed",
  // A real sample spells it with a singular "person".
  'super-secure-person-with-significant-control':
    "This person's details are withheld because a protection order prevents them being disclosed",
  'super-secure-beneficial-owner':
    "This beneficial owner's details are withheld because a protection order prevents them being used or disclosed",
};

/** `restrictions_notice_withdrawal_reason` of a withdrawn restrictions-notice statement. */
export const restrictionsNoticeWithdrawalReasonLabels: LabelTable = {
  'restrictions-notice-withdrawn-by-court-order': 'Withdrawn by court order',
  'restrictions-notice-withdrawn-by-company': 'Withdrawn by the company',
  'restrictions-notice-withdrawn-by-lp': 'Withdrawn by the limited partnership',
  'restrictions-notice-withdrawn-by-court-order-lp': 'Withdrawn by court order (limited partnership)',
  'restrictions-notice-withdrawn-by-partnership': 'Withdrawn by the partnership',
  'restrictions-notice-withdrawn-by-court-order-p': 'Withdrawn by court order (partnership)',
};

export const disqualificationTypeLabels: LabelTable = {
  'court-order': 'Disqualified by court order',
  undertaking: 'Disqualification undertaking',
  sanction: 'Disqualified under sanctions law',
};

/** `reason.act`: the law under which the disqualification was made. */
export const disqualificationActLabels: LabelTable = {
  'company-directors-disqualification-act-1986': 'Company Directors Disqualification Act 1986',
  'company-directors-disqualification-northern-ireland-order-2002':
    'Company Directors Disqualification (Northern Ireland) Order 2002',
  'sanctions-anti-money-laundering-act-2018': 'Sanctions and Anti-Money Laundering Act 2018',
  'sanctions-counter-terrorism-regulations-2019': 'Counter-Terrorism (Sanctions) (EU Exit) Regulations 2019',
};

/** `reason.description_identifier`: the ground for the disqualification. */
export const disqualificationReasonLabels: LabelTable = {
  'conviction-of-indictable-offence': 'Convicted of an indictable offence',
  'persistent-breaches-of-companies-legislation': 'Repeatedly broke company law',
  'fraud-etc-in-winding-up': 'Fraud or similar wrongdoing found in a winding up',
  'summary-conviction': 'Summary conviction',
  'court-to-disqualify-unfit-directors-of-insolvent-companies':
    'Unfit director of an insolvent company (court must disqualify)',
  'order-or-undertaking-and-reporting-provisions': 'Order or undertaking, with the reporting rules',
  'investigation-of-company': 'Disqualified after the company was investigated',
  'matters-determining-unfitness-of-directors': 'Factors in deciding that a director is unfit',
  'competition-infringements': 'Breach of competition law',
  'undertaking-for-competition': 'Undertaking given over a breach of competition law',
  'competition-and-markets-authority-disqualification-undertaking':
    'Undertaking given to the Competition and Markets Authority',
  'participation-in-wrongful-trading': 'Took part in wrongful trading',
  'conviction-of-offence-punishable-on-indictment-or-conviction-on-indictment-or-summary-conviction':
    'Convicted of an offence triable on indictment (with or without the summary option)',
  'persistent-default-under-companies-legislation': 'Repeatedly failed to meet company-law duties',
  'summary-conviction-of-offence': 'Summary conviction for an offence',
  'high-court-to-disqualify-unfit-directors-of-insolvent-companies':
    'Unfit director of an insolvent company (High Court must disqualify)',
  'competition-disqualification-order': 'Competition disqualification order',
  'competition-and-markets-authority-disqualification-order':
    'Disqualification order sought by the Competition and Markets Authority',
  'certain-convictions-abroad': 'Convicted of certain offences outside the UK',
  'undertaking-instead-of-order-under-article-11a': 'Undertaking given in place of an order under Article 11A',
  'undertaking-instead-of-order-under-article-11d': 'Undertaking given in place of an order under Article 11D',
  'order-disqualifying-a-person-instructing-an-unfit-director-of-an-insolvent-company':
    'Order against someone who directed an unfit director of an insolvent company',
  'order-disqualifying-a-person-instructing-an-unfit-director': 'Order against someone who directed an unfit director',
  'undertaking-disqualifying-a-person-instructing-an-unfit-director-of-an-insolvent-company':
    'Undertaking by someone who directed an unfit director of an insolvent company',
  'undertaking-disqualifying-a-person-instructing-an-unfit-director':
    'Undertaking by someone who directed an unfit director',
  'disqualification-under-sanctions-regulation': 'Designated person under sanctions law',
};

export const officerRoles = keysOf(officerRoleLabels);
export const identificationTypes = keysOf(identificationTypeLabels);
export const contributionSubTypes = keysOf(contributionSubTypeLabels);
export const pscKinds = keysOf(pscKindLabels);
export const naturesOfControlKeys = keysOf(natureOfControlLabels);
export const pscStatements = keysOf(pscStatementLabels);
export const superSecureDescriptions = keysOf(superSecureDescriptionLabels);
export const restrictionsNoticeWithdrawalReasons = keysOf(restrictionsNoticeWithdrawalReasonLabels);
export const disqualificationTypes = keysOf(disqualificationTypeLabels);
export const disqualificationActs = keysOf(disqualificationActLabels);
export const disqualificationReasons = keysOf(disqualificationReasonLabels);

type Key = string | null | undefined;

export const officerRoleLabel = (key: Key): string => label(officerRoleLabels, key);
export const identificationTypeLabel = (key: Key): string => label(identificationTypeLabels, key);
export const contributionSubTypeLabel = (key: Key): string => label(contributionSubTypeLabels, key);
export const pscKindLabel = (key: Key): string => label(pscKindLabels, key);
export const natureOfControlLabel = (key: Key): string => label(natureOfControlLabels, key);
export const superSecureDescriptionLabel = (key: Key): string => label(superSecureDescriptionLabels, key);
export const restrictionsNoticeWithdrawalReasonLabel = (key: Key): string =>
  label(restrictionsNoticeWithdrawalReasonLabels, key);
export const disqualificationTypeLabel = (key: Key): string => label(disqualificationTypeLabels, key);
export const disqualificationActLabel = (key: Key): string => label(disqualificationActLabels, key);
export const disqualificationReasonLabel = (key: Key): string => label(disqualificationReasonLabels, key);

/** The long sentence for a nature of control; an unknown key gets text built from the key. */
export const natureOfControlDescription = (key: Key): string => label(natureOfControlDescriptions, key);

/** True when a role belongs to a corporate body rather than an individual. */
export function isCorporateOfficerRole(key: Key): boolean {
  return typeof key === 'string' && key.startsWith('corporate-');
}

/**
 * The text of a PSC statement. `linkedPscName` fills the one statement that names a person;
 * without it that statement speaks of "A person with significant control".
 */
export function pscStatementLabel(key: Key, linkedPscName?: string | null): string {
  const text = label(pscStatementLabels, key);
  const name = linkedPscName?.trim();
  return text.replace('{linked_psc_name}', name ? name : 'A person with significant control');
}
