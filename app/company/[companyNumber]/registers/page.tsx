// /company/{n}/registers – Registers.
import { Registers } from '@/components/company/company-sections';
import { companySection } from '@/lib/pages/company-section';

const section = companySection({
  endpoint: 'registers',
  title: 'Registers',
  missing: 'All registers are kept at the registered office',
  describe: (company) => `Where ${company} keeps its statutory registers (directors, secretaries, members, PSCs), and since when.`,
  render: (data) => <Registers registers={data} />,
});

export const generateMetadata = section.generateMetadata;
export default section.Page;
