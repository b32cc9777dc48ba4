// Labels for insolvency: the company's insolvency status, case types, the dates recorded
// on a case, and the roles of the practitioners acting in it.

import { label, keysOf, type LabelTable } from './label';

/** The insolvency resource's `status` (a list in real responses). */
export const insolvencyStatusLabels: LabelTable = {
  'administration-order': 'Administration order made',
  'administrative-receiver': 'Administrative receiver appointed',
  'in-administration': 'In administration',
  liquidation: 'In liquidation',
  'live-receiver-manager-on-at-least-one-charge': 'Receiver or manager acting on at least one charge',
  receivership: 'In receivership',
  'receiver-manager': 'Receiver or manager appointed',
  'voluntary-arrangement': 'Under a voluntary arrangement',
  'voluntary-arrangement-receivership': 'Under a voluntary arrangement and in receivership',
};

export const insolvencyCaseTypeLabels: LabelTable = {
  'compulsory-liquidation': 'Compulsory liquidation (wound up by the court)',
  'creditors-voluntary-liquidation': "Creditors' voluntary liquidation",
  'members-voluntary-liquidation': "Members' voluntary liquidation",
  'in-administration': 'Administration',
  'administration-order': 'Administration order',
  'corporate-voluntary-arrangement': 'Company voluntary arrangement (CVA)',
  'corporate-voluntary-arrangement-moratorium': 'Moratorium before a company voluntary arrangement',
  'administrative-receiver': 'Administrative receivership',
  'scottish-administrative-receiver': 'Receivership (Scotland)',
  'receiver-manager': 'Receiver or manager appointed',
  receivership: 'Receivership',
  'foreign-insolvency': 'Insolvency proceedings abroad',
  moratorium: 'Moratorium',
  'order-of-court-restructuring-plan': 'Restructuring plan sanctioned by the court',
  'liquidation-moratorium-commencement-of-moratorium': 'Moratorium began',
  'liquidation-moratorium-extension-of-moratorium': 'Moratorium extended or ended',
  'liquidation-moratorium-early-end-of-moratorium': 'Moratorium ended early',
  'liquidation-moratorium-end-of-moratorium-by-monitor': 'Moratorium ended by the monitor',
  'liquidation-moratorium-end-of-moratorium-by-court': 'Moratorium ended by the court',
  'liquidation-moratorium-end-of-moratorium-following-disposal-of-application-for-extension-by-court-or-following-cva-proposal-taking-effect-or-being-withdrawn':
    'Moratorium ended after the court dealt with an extension, or after a CVA proposal took effect or was withdrawn',
  'liquidation-moratorium-court-order-permitting-disposal-of-goods':
    'Court allowed property or goods to be disposed of',
  // "additonal" is the registry's own spelling.
  'liquidation-moratorium-replacement-or-additonal-monitor-following-court-order':
    'Replacement or extra monitor appointed by court order',
  'liquidation-moratorium-monitor-ceasing-to-act-following-court-order': 'Monitor stopped acting after a court order',
};

export const insolvencyCaseDateTypeLabels: LabelTable = {
  'wound-up-on': 'Winding up began',
  'petitioned-on': 'Petition presented',
  'concluded-winding-up-on': 'Winding up concluded',
  'due-to-be-dissolved-on': 'Due to be dissolved',
  'dissolved-on': 'Dissolved',
  'administration-started-on': 'Administration began',
  'administration-ended-on': 'Administration ended',
  'administration-discharged-on': 'Administration discharged',
  'instrumented-on': 'Instrument dated',
  'moratorium-started-on': 'Moratorium began',
  'moratorium-ended-on': 'Moratorium ended',
  'ordered-to-wind-up-on': 'Winding-up order made',
  'voluntary-arrangement-started-on': 'Meeting to approve the voluntary arrangement',
  'voluntary-arrangement-ended-on': 'Voluntary arrangement completed or terminated',
  'voluntary-arrangement-ceased-to-have-effect': 'Voluntary arrangement stopped having effect',
  'declaration-solvent-on': 'Declaration of solvency made',
  'liquidation-started-on': 'Liquidation began',
  'case-end-on': 'Case ended',
};

/** `practitioners[].role`. */
export const practitionerRoleLabels: LabelTable = {
  practitioner: 'Insolvency practitioner',
  liquidator: 'Liquidator',
  'final-liquidator': 'Final liquidator',
  'interim-liquidator': 'Interim liquidator',
  'proposed-liquidator': 'Proposed liquidator',
  'provisional-liquidator': 'Provisional liquidator',
  receiver: 'Receiver',
  'receiver-manager': 'Receiver and manager',
  'administrative-receiver': 'Administrative receiver',
};

export const insolvencyStatuses = keysOf(insolvencyStatusLabels);
export const insolvencyCaseTypes = keysOf(insolvencyCaseTypeLabels);
export const insolvencyCaseDateTypes = keysOf(insolvencyCaseDateTypeLabels);
export const practitionerRoles = keysOf(practitionerRoleLabels);

type Key = string | null | undefined;

export const insolvencyStatusLabel = (key: Key): string => label(insolvencyStatusLabels, key);
export const insolvencyCaseTypeLabel = (key: Key): string => label(insolvencyCaseTypeLabels, key);
export const insolvencyCaseDateTypeLabel = (key: Key): string => label(insolvencyCaseDateTypeLabels, key);
export const practitionerRoleLabel = (key: Key): string => label(practitionerRoleLabels, key);
