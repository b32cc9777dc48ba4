// /company/{n}/persons-with-significant-control/corporate-entity/{id} – a corporate body with significant control.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('corporate-entity');

export const generateMetadata = route.generateMetadata;
export default route.Page;
