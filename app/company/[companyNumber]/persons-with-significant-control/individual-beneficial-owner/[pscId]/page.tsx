// /company/{n}/persons-with-significant-control/individual-beneficial-owner/{id} – an individual beneficial owner of an overseas entity.
import { pscDetailRoute } from '@/components/pages/psc-detail-route';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

const route = pscDetailRoute('individual-beneficial-owner');

export const generateMetadata = route.generateMetadata;
export default route.Page;
