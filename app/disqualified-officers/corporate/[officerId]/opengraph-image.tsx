// /disqualified-officers/corporate/{id}/opengraph-image – the disqualified officer's link-preview card (1200×630 PNG)
import { appOrigin } from '@/lib/share/site';
import { PREVIEW_SIZE, previewOf } from '@/lib/share/preview-image';
import { disqualifiedPreviewFacts } from '@/lib/share/previews';

export const alt = 'The disqualified officer’s name, disqualification period and whether it is in force';
export const size = PREVIEW_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ officerId: string }> }) {
  const { officerId } = await params;
  return previewOf(() => disqualifiedPreviewFacts('corporate', officerId), appOrigin());
}
