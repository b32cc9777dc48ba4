// /company/{n}/registers – Registers.
import { Registers } from '@/components/company/company-sections';
import { companySection } from '@/components/pages/company-section';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

const section = companySection({
  endpoint: 'registers',
  title: 'Registers',
  missing: 'All registers are kept at the registered office',
  describe: (company) =>
    `Where ${company} keeps its statutory registers (directors, secretaries, members, PSCs), and since when.`,
  render: (data) => <Registers registers={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
