// A small web of companies and officers for the connections graph in remote mode (./upstream.ts):
// NETWORK_COMPANY has six officers; five sit on two to four other companies each (some shared,
// so a depth-2 graph has links to draw), the sixth on sixty (over the builder's cap of 50, so it
// is drawn and not expanded). Items keep the fixtures' shapes and quirks (counts as strings).
import type { EndpointName } from '../../lib/registry/catalogue';
import appointmentList from '../../lib/registry/__fixtures__/appointment-list.json';
import companyProfile from '../../lib/registry/__fixtures__/company-profile-unknown-values.json';
import officerList from '../../lib/registry/__fixtures__/officer-list.json';
import { NETWORK_COMPANY } from './remote';

const officerItem = officerList.items[0]!;
const appointmentItem = appointmentList.items[0]!;

/** Officer ids as the registry makes them: 27 letters and digits. */
const officerId = (i: number) => `Nw${String(i).padStart(2, '0')}cV3bN7mQ2wE5rT8yU1iO4pL`;
const companyNumber = (i: number) => `0987${String(6600 + i)}`;
const companyName = (i: number) => `NETWORK TRADING ${i} LIMITED`;
const surnames = ['ABBOTT', 'BRANDT', 'CALLOWAY', 'DUNMORE', 'ELLERY', 'FAIRWEATHER'];

/** Each officer's other companies: officers 0–2 share companies 1 and 2; the sixth holds sixty. */
const others: number[][] = [
  [1, 2],
  [1, 2, 3],
  [2, 4, 5, 6],
  [7],
  [8, 9],
  Array.from({ length: 60 }, (_, i) => 100 + i),
];

const profile = {
  ...companyProfile,
  company_number: NETWORK_COMPANY,
  company_name: 'NETWORK HUB LIMITED',
  links: { ...companyProfile.links, self: `/company/${NETWORK_COMPANY}` },
};

const officers = {
  ...officerList,
  links: { self: `/company/${NETWORK_COMPANY}/officers` },
  total_results: String(others.length),
  active_count: String(others.length),
  resigned_count: '0',
  items: others.map((_, i) => ({
    ...officerItem,
    name: `${surnames[i]}, Nora`,
    links: {
      self: `/company/${NETWORK_COMPANY}/appointments/NwAp${i}xR2mVbN4sT8wK1zL5hJ3dF`,
      officer: { appointments: `/officers/${officerId(i)}/appointments` },
    },
  })),
};

function appointments(i: number) {
  const companies = [-1, ...others[i]!];
  return {
    ...appointmentList,
    links: { self: `/officers/${officerId(i)}/appointments` },
    name: `Nora ${surnames[i]}`,
    total_results: String(companies.length),
    active_count: companies.length,
    resigned_count: 0,
    items: companies.map((n) => ({
      ...appointmentItem,
      name: `Nora ${surnames[i]}`,
      appointed_to: {
        company_number: n < 0 ? NETWORK_COMPANY : companyNumber(n),
        company_name: n < 0 ? profile.company_name : companyName(n),
        company_status: 'active',
      },
      links: { company: `/company/${n < 0 ? NETWORK_COMPANY : companyNumber(n)}` },
    })),
  };
}

export const NETWORK_OFFICERS = others.map((_, i) => officerId(i));

export const networkLists: [EndpointName, Record<string, string>, unknown][] = [
  ['companyProfile', { company_number: NETWORK_COMPANY }, profile],
  ['officerList', { company_number: NETWORK_COMPANY }, officers],
  ...others.map((_, i): [EndpointName, Record<string, string>, unknown] => [
    'officerAppointments',
    { officer_id: officerId(i) },
    appointments(i),
  ]),
];
