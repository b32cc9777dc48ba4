// Labels for charges (mortgages): status, classification, particulars, secured details,
// released assets, and the kinds of transaction filed against a charge.

import { label, keysOf, type LabelTable } from './label';

// One word per state: the registry's `satisfied` and `fully-satisfied` are the same state.
export const chargeStatusLabels: LabelTable = {
  outstanding: 'Outstanding',
  'fully-satisfied': 'Satisfied',
  'part-satisfied': 'Partly satisfied',
  satisfied: 'Satisfied',
};

/** The term for a charge's `satisfied_on` date: a part-satisfied charge was partly satisfied on it, not satisfied. */
export function chargeSatisfiedOnLabel(status: string | null | undefined): string {
  return status === 'part-satisfied' ? 'Partly satisfied on' : 'Satisfied on';
}

/** `classification.type`: how to head `classification.description`. */
export const chargeClassificationTypeLabels: LabelTable = {
  'charge-description': 'Description of the charge',
  'nature-of-charge': 'Nature of charge',
};

/**
 * A charge's `classification.description` when it says more than that it is a charge: the
 * registry describes every charge created since April 2013 as "A registered charge", which
 * beside "Charge 1 registered" only says the same thing twice.
 */
export function chargeDescriptionBeyondCharge(description: string | null | undefined): string | undefined {
  const text = description?.trim();
  if (!text) return undefined;
  const plain = text
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
  return /^(an? )?(registered )?charge$/.test(plain) ? undefined : text;
}

/** `particulars.type`: how to head `particulars.description`. */
export const particularsTypeLabels: LabelTable = {
  'short-particulars': 'Summary of the property charged',
  'charged-property-description': 'Property charged',
  'charged-property-or-undertaking-description': 'Property or undertaking charged',
  'brief-description': 'Short description',
};

/** The yes/no flags inside `particulars`, shown when true. */
export const particularsFlagLabels: LabelTable = {
  contains_fixed_charge: 'Includes a fixed charge',
  contains_floating_charge: 'Includes a floating charge',
  floating_charge_covers_all: "The floating charge covers all of the company's property and undertaking",
  contains_negative_pledge: 'Includes a negative pledge',
  chargor_acting_as_bare_trustee: 'The chargor holds the property as a bare trustee',
};

/** `secured_details.type`: how to head `secured_details.description`. */
export const securedDetailsTypeLabels: LabelTable = {
  'amount-secured': 'Amount secured',
  'obligations-secured': 'Obligations secured',
};

/** `scottish_alterations` flags (Scottish floating charges), each answered yes or no. */
export const scottishAlterationLabels: LabelTable = {
  has_alterations_to_order: 'Alters the order in which the charge ranks',
  has_alterations_to_prohibitions: 'Alters the prohibitions or restrictions on other charges',
  has_alterations_to_provisions: 'Alters the provisions that regulate the charge',
  has_restricting_provisions: 'Restricts the creation of other charges',
};

export const assetsCeasedReleasedLabels: LabelTable = {
  'property-ceased-to-belong': 'The charge no longer covers any of the property or undertaking',
  'whole-property-released': 'The charge has been lifted from all of the property or undertaking',
  'whole-property-released-and-ceased-to-belong':
    'The charge has been lifted from all of the property or undertaking, which it no longer covers',
  'part-property-released': 'The charge has been lifted from part of the property or undertaking',
  'part-property-ceased-to-belong': 'The charge no longer covers part of the property or undertaking',
  'part-property-release-and-ceased-to-belong':
    'The charge has been lifted from part of the property or undertaking, which it no longer covers',
  'multiple-filings': 'Several filings concern the property or undertaking',
};

// Charge transactions (`transactions[].filing_type`). The form code in brackets is the
// registry's own form name, kept because people search for it.
const LLP = '(LLP)';
export const chargeFilingTypeLabels: LabelTable = {
  'create-charge': 'Charge registered',
  'create-charge-with-deed': 'Charge registered (MR01)',
  'create-charge-with-deed-with-court-order': 'Charge registered late, with a court order extending the time (MR01)',
  'create-charge-with-deed-with-charles-court-order':
    'Charge registered late, with a Charles court order extending the time (MR01)',
  'create-charge-with-deed-limited-liability-partnership': `Charge registered ${LLP} (LLMR01)`,
  'create-charge-with-deed-with-court-order-limited-liability-partnership': `Charge registered late, with a court order extending the time ${LLP} (LLMR01)`,
  'create-charge-with-deed-with-charles-court-order-limited-liability-partnership': `Charge registered late, with a Charles court order extending the time ${LLP} (LLMR01)`,
  'acquire-charge-with-deed': 'Charge on acquired property registered (MR02)',
  'acquire-charge-with-deed-with-court-order':
    'Charge on acquired property registered late, with a court order extending the time (MR02)',
  'acquire-charge-with-deed-with-charles-court-order':
    'Charge on acquired property registered late, with a Charles court order extending the time (MR02)',
  'acquire-charge-with-deed-limited-liability-partnership': `Charge on acquired property registered ${LLP} (LLMR02)`,
  'acquire-charge-with-deed-with-court-order-limited-liability-partnership': `Charge on acquired property registered late, with a court order extending the time ${LLP} (LLMR02)`,
  'acquire-charge-with-deed-with-charles-court-order-limited-liability-partnership': `Charge on acquired property registered late, with a Charles court order extending the time ${LLP} (LLMR02)`,
  'debenture-with-deed': 'Charge for a series of debentures registered (MR03)',
  'debenture-with-deed-with-court-order':
    'Charge for a series of debentures registered late, with a court order extending the time (MR03)',
  'debenture-with-deed-with-charles-court-order':
    'Charge for a series of debentures registered late, with a Charles court order extending the time (MR03)',
  'debenture-with-deed-limited-liability-partnership': `Charge for a series of debentures registered ${LLP} (LLMR03)`,
  'debenture-with-deed-with-court-order-limited-liability-partnership': `Charge for a series of debentures registered late, with a court order extending the time ${LLP} (LLMR03)`,
  'debenture-with-deed-with-charles-court-order-limited-liability-partnership': `Charge for a series of debentures registered late, with a Charles court order extending the time ${LLP} (LLMR03)`,
  'charge-satisfaction': 'Charge satisfied (MR04)',
  'charge-satisfaction-limited-liability-partnership': `Charge satisfied ${LLP} (LLMR04)`,
  'charge-part-satisfaction': 'Charge partly satisfied (MR04)',
  'charge-part-satisfaction-limited-liability-partnership': `Charge partly satisfied ${LLP} (LLMR04)`,
  'charge-whole-release': 'Charge lifted from all the charged property (MR05)',
  'charge-whole-cease': 'All the charged property no longer subject to the charge (MR05)',
  'charge-whole-both': 'Charge lifted from all the charged property, which it no longer covers (MR05)',
  'charge-part-release': 'Charge lifted from part of the charged property (MR05)',
  'charge-part-cease': 'Part of the charged property no longer subject to the charge (MR05)',
  'charge-part-both': 'Charge lifted from part of the charged property, which it no longer covers (MR05)',
  'charge-release-cease': 'Charged property lifted from, or no longer subject to, the charge (MR05)',
  'charge-whole-release-limited-liability-partnership': `Charge lifted from all the charged property ${LLP} (LLMR05)`,
  'charge-whole-cease-limited-liability-partnership': `All the charged property no longer subject to the charge ${LLP} (LLMR05)`,
  'charge-whole-both-limited-liability-partnership': `Charge lifted from all the charged property, which it no longer covers ${LLP} (LLMR05)`,
  'charge-part-release-limited-liability-partnership': `Charge lifted from part of the charged property ${LLP} (LLMR05)`,
  'charge-part-cease-limited-liability-partnership': `Part of the charged property no longer subject to the charge ${LLP} (LLMR05)`,
  'charge-part-both-limited-liability-partnership': `Charge lifted from part of the charged property, which it no longer covers ${LLP} (LLMR05)`,
  'charge-release-cease-limited-liability-partnership': `Charged property lifted from, or no longer subject to, the charge ${LLP} (LLMR05)`,
  'trustee-acting': 'Company declares it acts as trustee for a charge (MR06)',
  'trustee-acting-as-limited-liability-partnership': 'LLP declares it acts as trustee for a charge (LLMR06)',
  'alter-charge': 'Instrument altering a charge registered (MR07)',
  'alter-charge-limited-liability-partnership': `Instrument altering a charge registered ${LLP} (LLMR07)`,
  'create-charge-without-deed': 'Charge without a deed registered (MR08)',
  'create-charge-without-deed-with-court-order':
    'Charge without a deed registered late, with a court order extending the time (MR08)',
  'create-charge-without-deed-with-charles-court-order':
    'Charge without a deed registered late, with a Charles court order extending the time (MR08)',
  'create-charge-without-deed-limited-liability-partnership': `Charge without a deed registered ${LLP} (LLMR08)`,
  'create-charge-without-deed-with-court-order-limited-liability-partnership': `Charge without a deed registered late, with a court order extending the time ${LLP} (LLMR08)`,
  'create-charge-without-deed-with-charles-court-order-limited-liability-partnership': `Charge without a deed registered late, with a Charles court order extending the time ${LLP} (LLMR08)`,
  'acquire-charge-without-deed': 'Charge without a deed on acquired property registered (MR09)',
  'acquire-charge-without-deed-with-court-order':
    'Charge without a deed on acquired property registered late, with a court order extending the time (MR09)',
  'acquire-charge-without-deed-with-charles-court-order':
    'Charge without a deed on acquired property registered late, with a Charles court order extending the time (MR09)',
  'acquire-charge-without-deed-limited-liability-partnership': `Charge without a deed on acquired property registered ${LLP} (LLMR09)`,
  'acquire-charge-without-deed-with-court-order-limited-liability-partnership': `Charge without a deed on acquired property registered late, with a court order extending the time ${LLP} (LLMR09)`,
  'acquire-charge-without-deed-with-charles-court-order-limited-liability-partnership': `Charge without a deed on acquired property registered late, with a Charles court order extending the time ${LLP} (LLMR09)`,
  'debenture-without-deed': 'Charge without a deed for a series of debentures registered (MR10)',
  'debenture-without-deed-with-court-order':
    'Charge without a deed for a series of debentures registered late, with a court order (MR10)',
  'debenture-without-deed-with-charles-court-order':
    'Charge without a deed for a series of debentures registered late, with a Charles court order (MR10)',
  'debenture-without-deed-limited-liability-partnership': `Charge without a deed for a series of debentures registered ${LLP} (LLMR10)`,
  'debenture-without-deed-with-court-order-limited-liability-partnership': `Charge without a deed for a series of debentures registered late, with a court order ${LLP} (LLMR10)`,
  'debenture-without-deed-with-charles-court-order-limited-liability-partnership': `Charge without a deed for a series of debentures registered late, with a Charles court order ${LLP} (LLMR10)`,
  'alter-floating-charge': 'Floating charge altered (466 Scotland)',
  'alter-floating-charge-limited-liability-partnership': `Floating charge altered ${LLP} (LLP466 Scotland)`,
  'create-charge-pre-april-2013': 'Charge registered (MG01)',
  'create-charge-scotland-pre-april-2013': 'Charge registered (MG01s)',
  'create-charge-pre-april-2013-limited-liability-partnership': `Charge registered ${LLP} (LLMG01)`,
  'create-charge-pre-april-2013-limited-liability-partnership-scotland': `Charge registered ${LLP} (LLMG01s)`,
  'create-charge-pre-2006-companies-act': 'Charge registered (395)',
  'create-charge-pre-2006-companies-act-limited-liability-partnership': `Charge registered ${LLP} (LLP395)`,
  'create-charge-scotland-pre-2006-companies-act': 'Charge registered (410)',
  'create-charge-scotland-pre-2006-companies-act-limited-liability-partnership': `Charge registered ${LLP} (LLP410)`,
  'create-floating-charge-scotland': 'Floating charge registered (MG10s)',
  'charge-satisfaction-pre-april-2013': 'Charge satisfied in whole or in part (MG02)',
  'charge-satisfaction-scotland-pre-april-2013': 'Charge satisfied in whole or in part (MG02s)',
  'charge-satisfaction-pre-2006-companies-act': 'Charge satisfied in whole or in part (403a)',
  'charge-satisfaction-scotland-pre-2006-companies-act': 'Charge satisfied in whole or in part (419a)',
  'charge-satisfaction-pre-april-2013-limited-liability-partnership': `Charge satisfied in whole or in part ${LLP} (LLMG02)`,
  'charge-satisfaction-pre-april-2013-limited-liability-partnership-scotland': `Charge satisfied in whole or in part ${LLP} (LLMG02s)`,
  'charge-satisfaction-pre-2006-companies-act-limited-liability-partnership': `Charge satisfied in whole or in part ${LLP} (LLP403a)`,
  'charge-satisfaction-scotland-pre-2006-companies-act-limited-liability-partnership': `Charge satisfied in whole or in part ${LLP} (LLP419a)`,
  'charge-satisfaction-floating-charge-in-scotland-pre-april-2013': 'Floating charge satisfied (MG03s)',
  'charge-satisfaction-floating-charge-in-scotland-pre-april-2013-limited-liability-partnership': `Floating charge satisfied ${LLP} (LLMG03s)`,
  'charge-part-or-whole-release-pre-april-2013': 'Some or all of the charged property released (MG04)',
  'charge-part-or-whole-release-scotland-pre-april-2013': 'Some or all of the charged property released (MG04s)',
  'charge-part-or-whole-release-limited-liability-partnership-pre-april-2013': `Some or all of the charged property released ${LLP} (LLMG04)`,
  'charge-part-or-whole-release-pre-april-2013-limited-liability-partnership-scotland': `Some or all of the charged property released ${LLP} (LLMG04s)`,
  'charge-released-floating-charge-in-scotland-pre-april-2013':
    'Some or all property released from a floating charge (MG05s)',
  'charge-released-floating-charge-in-scotland-pre-april-2013-limited-liability-partnership': `Some or all property released from a floating charge ${LLP} (LLMG05s)`,
  'charge-released-floating-charge-in-pre-2006-companies-act':
    'Some or all property released from a floating charge (403b)',
  'charge-released-floating-charge-in-pre-2006-companies-act-limited-liability-partnership': `Some or all property released from a floating charge ${LLP} (LLP403b)`,
  'charge-released-floating-charge-in-scotland-pre-2006-companies-act':
    'Some or all property released from a floating charge (419b)',
  'charge-released-floating-charge-in-scotland-pre-2006-companies-act-limited-liability-partnership': `Some or all property released from a floating charge ${LLP} (LLP419b)`,
  'acquire-charge-pre-april-2013': 'Charge on acquired property registered (MG06)',
  'acquire-charge-scotland-pre-april-2013': 'Charge on acquired property registered (MG06s)',
  'acquire-charge-limited-liability-partnership-pre-april-2013': `Charge on acquired property registered ${LLP} (LLMG06)`,
  'acquire-charge-limited-liability-partnership-pre-april-2013-scotland': `Charge on acquired property registered ${LLP} (LLMG06s)`,
  'acquire-charge-pre-2006-companies-act': 'Charge on acquired property registered (400)',
  'acquire-charge-scotland-pre-2006-companies-act': 'Charge on acquired property registered (416)',
  'create-charge-series-debentures-pre-april-2013': 'Charge securing a series of debentures registered (MG07)',
  'create-charge-series-debentures-scotland-pre-april-2013':
    'Charge securing a series of debentures registered (MG07s)',
  'create-charge-series-debentures-limited-liability-partnership': `Charge securing a series of debentures registered ${LLP} (LLMG07)`,
  'create-charge-series-debentures-limited-liability-partnership-scotland': `Charge securing a series of debentures registered ${LLP} (LLMG07s)`,
  'create-charge-series-debentures-pre-2006-companies-act': 'Charge securing a series of debentures registered (397)',
  'create-charge-series-debentures-scotland-pre-2006-companies-act':
    'Charge securing a series of debentures registered (413)',
  'create-issue-out-of-series-debentures-scotland-pre-2006-companies-act':
    'Issue from a series of debentures registered (413a)',
  'create-issue-of-secured-debentures-pre-april-2013': 'Issue of secured debentures in a series registered (MG08)',
  'create-issue-of-secured-debentures-scotland-pre-april-2013':
    'Issue of secured debentures in a series registered (MG08s)',
  'create-issue-of-secured-debentures-pre-2006-companies-act':
    'Issue of secured debentures in a series registered (397a)',
  'create-issue-of-secured-debentures-limited-liability-partnership-pre-april-2013': `Issue of secured debentures in a series registered ${LLP} (LLMG08)`,
  'create-issue-of-secured-debentures-limited-liability-partnership-scotland-pre-april-2013': `Issue of secured debentures in a series registered ${LLP} (LLMG08s)`,
  'liquidation-appointment-of-receiver': 'Receiver or manager appointed (RM01)',
  'liquidation-appointment-of-receiver-pre-april-2013': 'Receiver or manager appointed (LQ01)',
  'liquidation-appointment-of-receiver-limited-liability-partnership': `Receiver or manager appointed ${LLP} (LLRM01)`,
  'liquidation-appointment-of-receiver-pre-april-2013-limited-liability-partnership': `Receiver or manager appointed ${LLP} (LLLQ01)`,
  'liquidation-appointment-of-receiver-pre-april-2013-overseas':
    'Receiver or manager appointed, overseas company (OSLQ01)',
  'liquidation-appointment-of-receiver-scotland': 'Receiver appointed (1 Scotland)',
  'liquidation-appointment-of-receiver-by-court-scotland': 'Receiver appointed by the court (2 Scotland)',
  'liquidation-appointment-of-receiver-pre-2006-companies-act': 'Receiver or manager appointed (405(1))',
  'liquidation-appointment-of-liquidator': 'Liquidator appointed (VL1)',
  'liquidation-cease-to-act-receiver': 'Receiver or manager stopped acting (RM02)',
  'liquidation-cease-to-act-receiver-pre-april-2013': 'Receiver or manager stopped acting (LQ02)',
  'liquidation-cease-to-act-receiver-limited-liability-partnership': `Receiver or manager stopped acting ${LLP} (LLRM02)`,
  'liquidation-cease-to-act-receiver-pre-april-2013-limited-liability-partnership': `Receiver or manager stopped acting ${LLP} (LLLQ02)`,
  'liquidation-cease-to-act-receiver-pre-april-2013-overseas':
    'Receiver or manager stopped acting, overseas company (OSLQ02)',
  'liquidation-cease-to-act-receiver-pre-2006-companies-act': 'Receiver or manager stopped acting (405(2))',
  'liquidation-ceasing-to-act-receiver-scotland': 'Receiver stopped acting (3 Scotland)',
  'create-charge-northern-ireland-pre-2006-companies-act-form-402': 'Charge registered (402 NI)',
  'create-charge-northern-ireland-pre-2006-companies-act-form-402DF': 'Charge registered (402DF NI)',
  'create-charge-northern-ireland-pre-2006-companies-act-form-402PP': 'Charge registered (402PP NI)',
  'create-charge-northern-ireland-pre-2006-companies-act-form-402R': 'Charge registered (402R NI)',
  'create-charge-northern-ireland-pre-2006-companies-act-form-407': 'Charge registered (407 NI)',
  'create-charge-northern-ireland-pre-2006-companies-act-form-C402': 'Charge registered (C402 NI)',
  'create-charge-northern-ireland-pre-2006-companies-act-form-402-limited-liability-partnership': `Charge registered ${LLP} (LLP402 NI)`,
  'create-charge-by-judgement-enforcement-office-northern-ireland-pre-2006-companies-act-form-408':
    'Charge registered by the Enforcement of Judgments Office (408 NI)',
  'create-charge-by-judgement-enforcement-office-northern-ireland-pre-2006-companies-act-form-C408':
    'Charge registered by the Enforcement of Judgments Office (C408 NI)',
  'charge-certificate-northern-ireland-pre-2006-companies-act-form-C404': 'Certificate of charge (C404 NI)',
  'supporting-evidence-create-charge-northern-ireland-pre-2006-companies-act':
    'Evidence supporting a charge registration (405 NI)',
  'supporting-evidence-create-charge-northern-ireland-pre-2006-companies-act-limited-liability-partnership': `Evidence supporting a charge registration ${LLP} (LLP405 NI)`,
  'charge-satisfaction-northern-ireland-pre-2006-companies-act': 'Charge satisfied in whole or in part (411A NI)',
  'charge-satisfaction-northern-ireland-pre-2006-companies-act-limited-liability-partnership': `Charge satisfied in whole or in part ${LLP} (LLP411A NI)`,
  'charge-release-cease-northern-ireland-pre-2006-companies-act':
    'Property wholly or partly released from, or no longer covered by, a charge (411B NI)',
  'charge-release-cease-northern-ireland-pre-2006-companies-act-limited-liability-partnership': `Property wholly or partly released from, or no longer covered by, a charge ${LLP} (LLP411B NI)`,
  'charge-satisfaction-cease-release-northen-pre-2006-companies-act-ireland':
    'Charge satisfied, or property released or no longer covered (49a NI)',
};

export const chargeStatuses = keysOf(chargeStatusLabels);
export const chargeClassificationTypes = keysOf(chargeClassificationTypeLabels);
export const particularsTypes = keysOf(particularsTypeLabels);
export const particularsFlags = keysOf(particularsFlagLabels);
export const securedDetailsTypes = keysOf(securedDetailsTypeLabels);
export const assetsCeasedReleasedValues = keysOf(assetsCeasedReleasedLabels);
export const chargeFilingTypes = keysOf(chargeFilingTypeLabels);
export const scottishAlterations = keysOf(scottishAlterationLabels);

type Key = string | null | undefined;

export const chargeStatusLabel = (key: Key): string => label(chargeStatusLabels, key);
export const chargeClassificationTypeLabel = (key: Key): string => label(chargeClassificationTypeLabels, key);
export const particularsTypeLabel = (key: Key): string => label(particularsTypeLabels, key);
export const particularsFlagLabel = (key: Key): string => label(particularsFlagLabels, key);
export const securedDetailsTypeLabel = (key: Key): string => label(securedDetailsTypeLabels, key);
export const assetsCeasedReleasedLabel = (key: Key): string => label(assetsCeasedReleasedLabels, key);
export const chargeFilingTypeLabel = (key: Key): string => label(chargeFilingTypeLabels, key);
export const scottishAlterationLabel = (key: Key): string => label(scottishAlterationLabels, key);
