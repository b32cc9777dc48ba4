// The page and title of a PSC detail route, one per kind at the registry's own path
// (`…/persons-with-significant-control/{kind}/{id}`): every kind reads its endpoint and
// renders the one shared detail view.
import 'server-only';
import type { Metadata } from 'next';
import { PersonLine } from '@/components/people/person-line';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { pscDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import type { Psc } from '@/lib/registry/schemas';
import { PscDetail } from '@/components/psc/psc-detail';
import { pscDetailEndpoints, pscName, pscNouns, type PscPathKind } from '@/lib/psc/psc-model';
import { linkedCompanyNumber, loadPscCompany } from '@/lib/pages/psc-pages';
import { ukToday } from '@/lib/labels/dates';
import { pscVerification, verificationCompanyOf } from '@/lib/verification/rows';

interface Props {
  params: Promise<{ companyNumber: string; pscId: string }>;
}

function loadPsc(kind: PscPathKind, companyNumber: string, pscId: string) {
  const endpoint = pscDetailEndpoints[kind];
  // Each kind's endpoint names its id parameter differently (psc_id, super_secure_id).
  return load(endpoint.name, { company_number: companyNumber, [endpoint.id]: pscId } as never);
}

export function pscDetailRoute(kind: PscPathKind) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { companyNumber, pscId } = await params;
    const [company, loaded] = await Promise.all([loadPscCompany(companyNumber), loadPsc(kind, companyNumber, pscId)]);
    const overseasEntity = company?.overseasEntity ?? false;
    const noun = pscNouns(overseasEntity).one;
    const psc = loaded.ok ? (loaded.result.data as Psc) : undefined;
    return companyRecordMetadata(companyNumber, {
      path: ['persons-with-significant-control', kind, pscId],
      title: (name) => (psc ? `${pscName(psc)} – ${noun} of ${name}` : `A ${noun} of ${name}`),
      describe: (label) => (psc ? pscDescription(label, psc, overseasEntity) : `A ${noun} of ${label}.`),
    });
  }

  async function PscDetailPage({ params }: Props) {
    const { companyNumber, pscId } = await params;
    const [company, loaded] = await Promise.all([loadPscCompany(companyNumber), loadPsc(kind, companyNumber, pscId)]);
    if (!loaded.ok) return <ProblemState problem={loaded.problem} />;
    const psc = loaded.result.data as Psc;
    return (
      <>
        <StaleNotice reads={[loaded.result]} />
        {(kind === 'individual' || kind === 'individual-beneficial-owner') && (
          <PersonLine link={`/company/${companyNumber}/persons-with-significant-control/${kind}/${pscId}`} />
        )}
        <PscDetail
          psc={psc}
          companyNumber={companyNumber}
          overseasEntity={company?.overseasEntity ?? false}
          companyGone={company?.gone ?? false}
          linkedCompany={await linkedCompanyNumber(psc)}
          verification={pscVerification(
            psc,
            company && { company: verificationCompanyOf(company.profile), today: ukToday() },
          )}
        />
      </>
    );
  }

  return { generateMetadata, Page: PscDetailPage };
}
