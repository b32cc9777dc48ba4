// /company/{n}/uk-establishments – UK establishments.
import { UkEstablishments } from '@/components/company/company-sections';
import { companySection } from '@/components/pages/company-section';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

const section = companySection({
  endpoint: 'ukEstablishments',
  title: 'UK establishments',
  missing: 'No UK establishments',
  describe: (company) => `UK establishments (branches) of ${company}: their names, numbers, status and places.`,
  render: (data) => <UkEstablishments establishments={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
