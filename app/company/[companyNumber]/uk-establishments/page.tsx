// /company/{n}/uk-establishments – UK establishments.
import { UkEstablishments } from '@/components/company/company-sections';
import { companySection } from '@/lib/pages/company-section';

const section = companySection({
  endpoint: 'ukEstablishments',
  title: 'UK establishments',
  missing: 'No UK establishments',
  describe: (company) => `UK establishments (branches) of ${company}: their names, numbers, status and places.`,
  render: (data) => <UkEstablishments establishments={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
