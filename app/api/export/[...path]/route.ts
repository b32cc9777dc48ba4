import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { connectionsExportFields } from '@/lib/export/lists';
import { exportRegistryList } from '@/lib/export/registry-export';
import { exportConnections, isConnectionsExport } from '@/lib/network/exports';

type Context = { params: Promise<{ path: string[] }> };

// GET /api/export/{registry list path}?format=csv|json&{filters} – every row of the list (up to EXPORT_MAX_ROWS), streamed as a download;
// /api/export/network/company/{n}/shared-officers and /api/export/network/officer/{id}/co-officers – the connections tables
export const GET = registryRoute<Context>(
  (request) =>
    isConnectionsExport(request) ? exportConnections(request, connectionsExportFields) : exportRegistryList(request),
  appLog,
);
