// /company/{n}/registered-office-address – Registered office address.
import { RegisteredOffice } from '@/components/company/company-sections';
import { companySection } from '@/components/pages/company-section';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

const section = companySection({
  endpoint: 'registeredOfficeAddress',
  title: 'Registered office address',
  missing: 'No registered office address is recorded',
  describe: (company) => `The registered office address of ${company}: where official post is sent.`,
  render: (data) => <RegisteredOffice address={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
