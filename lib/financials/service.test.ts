import { describe, expect, it } from 'vitest';
import { filingHistoryItemSchema } from '@/lib/registry/schemas';
import { accountsFilings } from './service';

const item = (fields: Record<string, unknown>) =>
  filingHistoryItemSchema.parse({
    transaction_id: 'T1',
    category: 'accounts',
    date: '2024-12-01',
    type: 'AA',
    description: 'accounts-with-accounts-type-micro-entity',
    description_values: { made_up_date: '2024-03-31' },
    links: { document_metadata: 'https://document-api.example/document/AbCdEfGhIjKlMnOpQrStUv_-123' },
    ...fields,
  });

describe('accountsFilings', () => {
  it('keeps annual accounts with a made-up date, with their type and document id', () => {
    expect(
      accountsFilings([
        item({}),
        item({ transaction_id: 'T2', type: 'AAMD', description: 'accounts-amended-with-accounts-type-full' }),
        item({
          transaction_id: 'T3',
          type: 'AA01',
          description: 'change-account-reference-date-company-current-extended',
        }),
        item({ transaction_id: 'T4', description_values: {} }),
        item({ transaction_id: 'T5', links: {} }),
      ]),
    ).toEqual([
      {
        transaction_id: 'T1',
        date: '2024-12-01',
        made_up_date: '2024-03-31',
        accounts_type: 'micro-entity',
        document_id: 'AbCdEfGhIjKlMnOpQrStUv_-123',
      },
      {
        transaction_id: 'T2',
        date: '2024-12-01',
        made_up_date: '2024-03-31',
        accounts_type: 'full',
        document_id: 'AbCdEfGhIjKlMnOpQrStUv_-123',
      },
      {
        transaction_id: 'T5',
        date: '2024-12-01',
        made_up_date: '2024-03-31',
        accounts_type: 'micro-entity',
        document_id: null,
      },
    ]);
  });
});
