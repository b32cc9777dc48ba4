// /company/{n}/persons-with-significant-control/legal-person-beneficial-owner/{id} – a beneficial owner (other legal person) of an overseas entity.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('legal-person-beneficial-owner');

export const generateMetadata = route.generateMetadata;
export default route.Page;
