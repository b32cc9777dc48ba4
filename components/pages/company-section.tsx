// A company section page in a few lines: which endpoint it reads, its title, how it
// renders, and what it shows when the company has no such record (a registry 404), or when the
// registry does not read the section at all (an imported bulk file alone): not read, not none.
import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ProblemState } from '@/components/registry/problem-state';
import { SectionNotRead } from '@/components/registry/section-not-read';
import { StaleNotice } from '@/components/registry/stale-notice';
import { EmptyState } from '@/components/ui/states';
import { catalogue, type EndpointName, type ResourceOf } from '@/lib/registry/catalogue';
import { companyPageMetadata } from '@/lib/pages/company-metadata';
import { loadOptional } from '@/lib/pages/load';
import { sectionNotRead } from '@/lib/pages/section-gap';

type CompanyEndpoint = 'insolvency' | 'registers' | 'exemptions' | 'ukEstablishments' | 'registeredOfficeAddress';

interface Props {
  params: Promise<{ companyNumber: string }>;
}

export function companySection<N extends CompanyEndpoint & EndpointName>(section: {
  endpoint: N;
  title: string;
  /** The page's description for link previews, given "ACME LIMITED (01234567)". */
  describe: (company: string) => string;
  /** Shown when the registry has no such record for the company. */
  missing: string;
  render: (data: ResourceOf<N>) => ReactNode;
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    // The section's path is the last segment of its registry path: `insolvency`, `uk-establishments`.
    const path = catalogue[section.endpoint].path.split('/').at(-1)!;
    return companyPageMetadata((await params).companyNumber, {
      title: section.title,
      path,
      describe: section.describe,
    });
  }

  async function CompanySectionPage({ params }: Props) {
    const { companyNumber } = await params;
    const loaded = await loadOptional(section.endpoint, { company_number: companyNumber } as never);
    // A registry 404 is "none" only where the registry reads the section (an imported bulk file alone does not).
    const gap = loaded ? undefined : await sectionNotRead(section.endpoint);
    if (gap) return <SectionNotRead title={section.title} reason={gap} />;
    return (
      <section aria-labelledby="section-heading" className="space-y-4">
        <h2 id="section-heading" className="text-lg font-semibold">
          {section.title}
        </h2>
        {loaded?.ok && <StaleNotice reads={[loaded.result]} />}
        {!loaded ? (
          <EmptyState title={section.missing} />
        ) : loaded.ok ? (
          section.render(loaded.result.data as ResourceOf<N>)
        ) : (
          <ProblemState problem={loaded.problem} />
        )}
      </section>
    );
  }

  return { generateMetadata, Page: CompanySectionPage };
}
