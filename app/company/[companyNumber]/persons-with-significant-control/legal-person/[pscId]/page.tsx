// /company/{n}/persons-with-significant-control/legal-person/{id} – another legal person with significant control.
import { pscDetailRoute } from '@/components/pages/psc-detail-route';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

const route = pscDetailRoute('legal-person');

export const generateMetadata = route.generateMetadata;
export default route.Page;
