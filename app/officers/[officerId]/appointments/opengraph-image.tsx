// /officers/{id}/appointments/opengraph-image – the officer's link-preview card (1200×630 PNG): name, appointments, born, nationality
import { appOrigin } from '@/lib/share/site';
import { PREVIEW_SIZE, previewOf } from '@/lib/share/preview-image';
import { officerPreviewFacts } from '@/lib/share/previews';

export const alt = 'The officer’s name, number of appointments, month of birth and nationality';
export const size = PREVIEW_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ officerId: string }> }) {
  const { officerId } = await params;
  return previewOf(() => officerPreviewFacts(officerId), appOrigin());
}
