// /company/{n}/persons-with-significant-control/individual/{id} – an individual with significant control.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('individual');

export const generateMetadata = route.generateMetadata;
export default route.Page;
