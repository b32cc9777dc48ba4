// The scripted registry's company with accounts (remote-mode Financials): its profile, an accounts
// filing history and the documents behind it: two iXBRL accounts (made by the generator, as a
// filer's software would), one PDF-only filing, and iXBRL that will not parse.
import companyProfile from '../../lib/registry/__fixtures__/company-profile.json';
import { generateAccountsIxbrl } from '../../lib/registry-server/accounts/ixbrl';
import { ACCOUNTS_COMPANY } from './remote';

const DOCUMENT_API = 'https://document-api.company-information.service.gov.uk/document/';
const NAME = 'CANALSIDE JOINERY LIMITED';

export const accountsProfile = {
  ...companyProfile,
  company_number: ACCOUNTS_COMPANY,
  company_name: NAME,
  previous_company_names: [],
  has_charges: false,
  links: {
    self: `/company/${ACCOUNTS_COMPANY}`,
    filing_history: `/company/${ACCOUNTS_COMPANY}/filing-history`,
  },
};

interface Accounts {
  transactionId: string;
  documentId: string;
  madeUpDate: string;
  filedOn: string;
  content: 'ixbrl' | 'pdf' | 'broken';
}

const ACCOUNTS: Accounts[] = [
  {
    transactionId: 'MzQ1Njc4OTAxMmFkaXF6a2N4',
    documentId: 'Fa1Ixbrl2024aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    madeUpDate: '2024-09-30',
    filedOn: '2025-03-02',
    content: 'ixbrl',
  },
  {
    transactionId: 'MzQxMjM0NTY3OGFkaXF6a2N4',
    documentId: 'Fa1Ixbrl2023aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    madeUpDate: '2023-09-30',
    filedOn: '2024-02-20',
    content: 'ixbrl',
  },
  {
    transactionId: 'MzM5ODc2NTQzMmFkaXF6a2N4',
    documentId: 'Fa1Pdf20220aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    madeUpDate: '2022-09-30',
    filedOn: '2023-04-11',
    content: 'pdf',
  },
  {
    transactionId: 'MzI5ODc2NTQzMmFkaXF6a2N4',
    documentId: 'Fa1Broken21aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    madeUpDate: '2021-09-30',
    filedOn: '2022-05-30',
    content: 'broken',
  },
];

const item = (accounts: Accounts) => ({
  transaction_id: accounts.transactionId,
  category: 'accounts',
  date: accounts.filedOn,
  type: 'AA',
  description: 'accounts-with-accounts-type-micro-entity',
  description_values: { made_up_date: accounts.madeUpDate },
  action_date: accounts.madeUpDate,
  pages: 4,
  barcode: 'XC1FIN00',
  links: {
    self: `/company/${ACCOUNTS_COMPANY}/filing-history/${accounts.transactionId}`,
    document_metadata: `${DOCUMENT_API}${accounts.documentId}`,
  },
});

export const accountsFilingHistory = {
  etag: 'financials-accounts',
  filing_history_status: 'filing-history-available',
  items_per_page: 25,
  start_index: 0,
  total_count: ACCOUNTS.length,
  items: ACCOUNTS.map(item),
};

/** The iXBRL text of each document that has one, by document id. */
function accountsIxbrl(): Map<string, string> {
  const out = new Map<string, string>();
  ACCOUNTS.forEach((accounts, index) => {
    if (accounts.content === 'pdf') return;
    if (accounts.content === 'broken') {
      out.set(accounts.documentId, '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Not tagged</p></body></html>');
      return;
    }
    const previous = ACCOUNTS[index + 1];
    out.set(
      accounts.documentId,
      generateAccountsIxbrl({
        companyNumber: ACCOUNTS_COMPANY,
        companyName: NAME,
        transactionId: accounts.transactionId,
        filedOn: accounts.filedOn,
        madeUpDate: accounts.madeUpDate,
        accountsType: 'micro-entity',
        periodStart: previous ? `${previous.madeUpDate.slice(0, 4)}-10-01` : '2015-11-04',
        ...(previous ? { previous: { madeUpDate: previous.madeUpDate, accountsType: 'micro-entity' } } : {}),
        sizeType: 'micro-entity',
      }),
    );
  });
  return out;
}

/** The documents, in the shape the scripted Document API serves (a PDF each, iXBRL where filed). */
export async function accountsDocuments(pdf: (title: string, lines: string[]) => Promise<Uint8Array>) {
  const ixbrl = accountsIxbrl();
  return Promise.all(
    ACCOUNTS.map(async (accounts) => {
      const xhtml = ixbrl.get(accounts.documentId);
      return {
        id: accounts.documentId,
        companyNumber: ACCOUNTS_COMPANY,
        filename: `${ACCOUNTS_COMPANY}_aa_${accounts.filedOn}`,
        significantDate: `${accounts.madeUpDate}T00:00:00.000Z`,
        category: 'accounts',
        pages: 4,
        contents: {
          'application/pdf': await pdf(`${NAME} accounts`, [`Accounts made up to ${accounts.madeUpDate}`]),
          ...(xhtml ? { 'application/xhtml+xml': new TextEncoder().encode(xhtml) } : {}),
        },
      };
    }),
  );
}
