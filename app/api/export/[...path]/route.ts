import { listExportFields } from '@/components/lists/definitions';
import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { exportRegistryList } from '@/lib/export/registry-export';

type Context = { params: Promise<{ path: string[] }> };

// GET /api/export/{registry list path}?format=csv|json&{filters} – every row of the list (up to EXPORT_MAX_ROWS), streamed as a download
export const GET = registryRoute<Context>((request) => exportRegistryList(request, listExportFields), appLog);
