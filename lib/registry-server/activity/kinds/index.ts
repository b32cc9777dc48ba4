// The kinds of change the living registry applies: what companies really file, with the
// generator's own vocabulary (description keys, forms, names, people, addresses, lenders)
// and every related resource brought along (profile blocks and flags, links, register rows).
// Each change reads and writes through a `ChangeScope` (types.ts; engine.ts implements it),
// which runs it in one transaction and publishes the resources it touched as stream events.
// One file per part of the register a kind changes; this one lists them.
import { chargeCreated, chargeSatisfied } from './charges';
import { dissolution, incorporation, nameChange, office, strikeOffNotice } from './company';
import { disqualification } from './disqualifications';
import { exemptionEnded, exemptionGranted, exemptionsRemoved } from './exemptions';
import { accounts, confirmation } from './filings';
import { liquidation } from './insolvency';
import { appointment, appointmentRemoved, termination } from './officers';
import { pscCeased, pscNotified, pscStatementNotified, pscStatementRemoved, pscStatementWithdrawn } from './psc';
import type { ActivityKind } from './types';
import { identityVerificationWithdrawn, identityVerified } from './verification';

export { appointmentBody, officerRow, sortKey } from './officers';
export { applyKind } from './types';
export type {
  ActivityKind,
  AppointmentRow,
  ChangeScope,
  ChargeRow,
  CompanyActivityKind,
  ExemptionsBody,
  FreeActivityKind,
  InsolvencyBody,
  Profile,
  PscRow,
  StatementRow,
} from './types';

/** Every kind, in this order (random picks weigh them in it: the order is part of the activity's determinism). */
export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  disqualification,
  accounts,
  confirmation,
  appointment,
  termination,
  office,
  chargeCreated,
  chargeSatisfied,
  nameChange,
  pscNotified,
  pscCeased,
  pscStatementNotified,
  pscStatementWithdrawn,
  pscStatementRemoved,
  exemptionGranted,
  exemptionEnded,
  exemptionsRemoved,
  appointmentRemoved,
  strikeOffNotice,
  dissolution,
  liquidation,
  incorporation,
  identityVerified,
  identityVerificationWithdrawn,
];

/**
 * Kinds that random picks seldom reach (they apply to few companies, or are rare by weight):
 * a generated backlog applies each once by name, so that every stream, and deletions, have a
 * history to replay. In this order: an exemption is granted before one ends or goes.
 */
export const BACKLOG_ONCE_KINDS: readonly string[] = [
  exemptionGranted.name,
  pscStatementNotified.name,
  pscStatementWithdrawn.name,
  appointmentRemoved.name,
  exemptionEnded.name,
  pscStatementRemoved.name,
  exemptionsRemoved.name,
  identityVerificationWithdrawn.name,
];
