// /company/{n}/exemptions – Exemptions.
import { Exemptions } from '@/components/company/company-sections';
import { companySection } from '@/lib/pages/company-section';

const section = companySection({
  endpoint: 'exemptions',
  title: 'Exemptions',
  missing: 'No exemptions are recorded for this company',
  describe: (company) => `Exemptions of ${company} from keeping a register of people with significant control, and their dates.`,
  render: (data) => <Exemptions exemptions={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
