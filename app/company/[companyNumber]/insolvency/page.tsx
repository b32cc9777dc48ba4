// /company/{n}/insolvency – Insolvency.
import { InsolvencyCases } from '@/components/company/company-sections';
import { companySection } from '@/components/pages/company-section';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

const section = companySection({
  endpoint: 'insolvency',
  title: 'Insolvency',
  missing: 'No insolvency cases are recorded for this company',
  describe: (company) => `Insolvency cases of ${company}: the kind of each case, its dates and its practitioners.`,
  render: (data) => <InsolvencyCases insolvency={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
