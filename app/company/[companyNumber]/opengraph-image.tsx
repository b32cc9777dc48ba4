// /company/{n}/opengraph-image – the company's link-preview card (1200×630 PNG): name, number, status, type, incorporation, town
import { appOrigin } from '@/lib/share/site';
import { PREVIEW_SIZE, previewOf } from '@/lib/share/preview-image';
import { companyPreviewFacts } from '@/lib/share/previews';

export const alt = 'The company’s name, number, status, type, incorporation date and registered office town';
export const size = PREVIEW_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ companyNumber: string }> }) {
  const { companyNumber } = await params;
  return previewOf(() => companyPreviewFacts(companyNumber), appOrigin());
}
