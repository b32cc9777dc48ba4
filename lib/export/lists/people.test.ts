// The person table's export columns against docs/exports.md.
import { describe, expect, it } from 'vitest';
import { fieldsOfColumns } from '@/lib/export/fields';
import { documentedExportColumns } from '@/lib/testing/export-docs';
import { personRecordsExport } from './people';

describe('docs/exports.md', () => {
  it("lists every column of a person's table under its path", () => {
    expect(documentedExportColumns('/people/{person_id}/records')).toEqual(
      fieldsOfColumns(personRecordsExport).map((column) => [column.header, column.key]),
    );
  });
});
