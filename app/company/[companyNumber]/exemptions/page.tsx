// /company/{n}/exemptions – Exemptions.
import { Exemptions } from '@/components/company/company-sections';
import { companySection } from '@/components/pages/company-section';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

const section = companySection({
  endpoint: 'exemptions',
  title: 'Exemptions',
  missing: 'No exemptions are recorded for this company',
  describe: (company) =>
    `Exemptions of ${company} from keeping a register of persons with significant control, and their dates.`,
  render: (data) => <Exemptions exemptions={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
