// /company/{n}/persons-with-significant-control/corporate-entity-beneficial-owner/{id} – a corporate beneficial owner of an overseas entity.
import { pscDetailRoute } from '@/components/psc/psc-detail-route';

const route = pscDetailRoute('corporate-entity-beneficial-owner');

export const generateMetadata = route.generateMetadata;
export default route.Page;
