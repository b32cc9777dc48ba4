// /company/{n}/persons-with-significant-control/super-secure-beneficial-owner/{id} – a beneficial owner whose details are protected.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('super-secure-beneficial-owner');

export const generateMetadata = route.generateMetadata;
export default route.Page;
