// /company/{n}/persons-with-significant-control/individual-beneficial-owner/{id} – an individual beneficial owner of an overseas entity.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('individual-beneficial-owner');

export const generateMetadata = route.generateMetadata;
export default route.Page;
