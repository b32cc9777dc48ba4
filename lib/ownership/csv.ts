// An ownership graph's edges as CSV: one row per relationship, owner and owned side by side.
import { CSV_BOM, csvLine } from '@/lib/export/csv';
import { naturesText } from './natures';
import type { OwnershipGraph } from './walk';

const HEADER = [
  'Owner id',
  'Owner',
  'Owner kind',
  'Owner company number',
  'Owner jurisdiction',
  'Verified',
  'Owned id',
  'Owned',
  'Owned company number',
  'Natures of control (registry keys)',
  'Natures of control',
  'Notified on',
  'Ceased on',
  'Circular',
];

export function ownershipCsv(graph: OwnershipGraph): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const rows = graph.edges.map((edge) => {
    const owner = byId.get(edge.source);
    const owned = byId.get(edge.target);
    return csvLine([
      edge.source,
      owner?.name,
      owner?.kind,
      owner?.company_number,
      owner?.jurisdiction,
      owner?.verified,
      edge.target,
      owned?.name,
      owned?.company_number,
      edge.natures_of_control.join('; '),
      naturesText(edge.natures_of_control),
      edge.notified_on,
      edge.ceased_on,
      edge.circular ?? false,
    ]);
  });
  return CSV_BOM + csvLine(HEADER) + rows.join('');
}
