import { SectionSkeleton } from '@/components/company/section-skeleton';

export default SectionSkeleton;
