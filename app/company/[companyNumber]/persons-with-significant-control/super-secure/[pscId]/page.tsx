// /company/{n}/persons-with-significant-control/super-secure/{id} – a person with significant control whose details are protected.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('super-secure');

export const generateMetadata = route.generateMetadata;
export default route.Page;
