// Identity verification in a built connections graph (`verification=1`, and the ranked tables):
// each current appointment is judged by the register's rule (lib/registry/verification.ts),
// from the verification details the officer lists carry (kept by the build) and the company's
// type, status and confirmation statement, read from its profile (the build reads only the
// seed's): one profile per company with a current appointment, through the same reader (cached,
// never read twice), charged to `budget`. An appointment whose company could not be read is
// marked `verification_not_checked` with the reason, never judged without it. Resigned
// appointments are left as they are: they are not required.
import { CallBudget, OutOfBudget } from '@/lib/gateway/session';
import { isRegistryError } from '@/lib/registry/errors';
import { verificationOf, type VerificationCompany } from '@/lib/registry/verification';
import type { AppointmentEdgeAttributes, NetworkGraph } from './graph';
import type { NetworkReader } from './reader';
import { verificationAttributes, type VerificationEdgeAttributes } from './verification-marks';

export interface VerificationOptions {
  /** The UK date the outcomes are for (`ukToday()`). */
  today: string;
  /** Profile reads the pass may make (cached answers cost none); none: no limit. */
  budget?: CallBudget;
  /** Profiles read at once. */
  concurrency?: number;
  signal?: AbortSignal;
}

export interface VerificationSummary {
  /** Current appointments judged. */
  judged: number;
  /** Current appointments whose company could not be read. */
  notChecked: number;
}

/** Judges every current appointment of the graph; marks its edges and returns how many were judged or not. */
export async function markVerification(
  graph: NetworkGraph,
  reader: Pick<NetworkReader, 'companyProfile'>,
  { today, budget = new CallBudget(), concurrency = 4, signal }: VerificationOptions,
): Promise<VerificationSummary> {
  const current = graph.edgeList().filter((edge) => {
    const attributes = edge.attributes as AppointmentEdgeAttributes;
    return attributes.kind === 'appointment' && !attributes.resigned_on;
  });
  const companies = [...new Set(current.map((edge) => edge.target))];
  const facts = new Map<string, VerificationCompany | 'budget' | 'unavailable'>();
  const queue = [...companies];
  const worker = async () => {
    for (let key = queue.shift(); key; key = queue.shift()) {
      signal?.throwIfAborted();
      const number = graph.node(key)?.company_number ?? key.replace(/^company:/, '');
      try {
        const profile = await budget.charge(
          () => reader.companyProfile(number),
          (read) => read?.called ?? false,
        );
        facts.set(key, profile ? profile.data : 'unavailable');
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        facts.set(
          key,
          error instanceof OutOfBudget || (isRegistryError(error) && error.kind === 'rate-limited')
            ? 'budget'
            : 'unavailable',
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  const summary: VerificationSummary = { judged: 0, notChecked: 0 };
  for (const edge of current) {
    const attributes = edge.attributes as AppointmentEdgeAttributes;
    const company = facts.get(edge.target);
    if (company === undefined || typeof company === 'string') {
      const mark: VerificationEdgeAttributes = { verification_not_checked: company ?? 'unavailable' };
      graph.mergeEdge(edge.key, { ...mark });
      summary.notChecked++;
      continue;
    }
    const outcome = verificationOf(
      {
        kind: 'officer',
        role: attributes.officer_role,
        ended: false,
        startedOn: attributes.appointed_on,
        details: graph.verificationDetails.get(edge.key),
      },
      company,
      today,
    );
    graph.mergeEdge(edge.key, { ...verificationAttributes(outcome) });
    summary.judged++;
  }
  graph.attributes.verification_as_of = today;
  return summary;
}
