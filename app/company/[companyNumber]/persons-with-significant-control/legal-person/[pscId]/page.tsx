// /company/{n}/persons-with-significant-control/legal-person/{id} – another legal person with significant control.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('legal-person');

export const generateMetadata = route.generateMetadata;
export default route.Page;
