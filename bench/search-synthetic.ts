// A stand-in dataset for the search benchmark (`--synthetic`): companies, officers,
// appointments and disqualified officers with realistic word frequencies, written into the
// embedded registry's tables. For trying the index while the real generator is not at hand;
// the reported figures come from the real generator.
import Database from 'better-sqlite3';
import { DDL } from '../lib/registry-server/db/schema';

const COMMON = [
  'services',
  'uk',
  'group',
  'holdings',
  'consulting',
  'property',
  'solutions',
  'the',
  'and',
  'management',
  'international',
  'trading',
  'london',
  'developments',
  'investments',
  'construction',
  'global',
  'ventures',
  'enterprises',
  'design',
  'media',
  'capital',
  'care',
  'properties',
  'technology',
  'systems',
  'consultancy',
  'partners',
  'logistics',
  'estates',
  'digital',
  'associates',
  'engineering',
  'homes',
  'healthcare',
  'energy',
  'transport',
  'retail',
  'marketing',
  'building',
  'security',
  'finance',
  'food',
  'leisure',
  'motors',
  'clean',
  'cleaning',
  'electrical',
  'tech',
  'studio',
  'north',
  'south',
  'east',
  'west',
  'british',
  'royal',
  'new',
  'green',
  'first',
  'one',
  'star',
  'red',
  'blue',
  'gold',
  'park',
  'house',
  'hall',
  'bridge',
  'street',
  'road',
  'company',
  'co',
  'trust',
  'foundation',
  'club',
  'association',
  'network',
  'online',
  'software',
  'data',
  'cafe',
  'restaurant',
  'bar',
  'kitchen',
  'beauty',
  'hair',
  'fitness',
  'sports',
  'events',
  'travel',
  'education',
  'training',
  'recruitment',
  'staffing',
  'legal',
  'accountants',
  'tax',
  'insurance',
  'print',
  'films',
  'music',
];
const SURNAMES = [
  'smith',
  'jones',
  'williams',
  'taylor',
  'brown',
  'davies',
  'evans',
  'wilson',
  'thomas',
  'johnson',
  'roberts',
  'robinson',
  'thompson',
  'wright',
  'walker',
  'white',
  'edwards',
  'hughes',
  'green',
  'hall',
  'lewis',
  'harris',
  'clarke',
  'patel',
  'jackson',
  'wood',
  'turner',
  'martin',
  'cooper',
  'hill',
  'ward',
  'morris',
  'moore',
  'clark',
  'lee',
  'king',
  'baker',
  'harrison',
  'morgan',
  'allen',
  'james',
  'scott',
  'phillips',
  'watson',
  'davis',
  'parker',
  'price',
  'bennett',
  'young',
  'griffiths',
  'mitchell',
  'kelly',
  'cook',
  'carter',
  'richardson',
  'bailey',
  'collins',
  'bell',
  'shaw',
  'murphy',
  'miller',
  'cox',
  'richards',
  'khan',
  'marshall',
  'anderson',
  'simpson',
  'ellis',
  'adams',
  'singh',
  'begum',
  'wilkinson',
  'foster',
  'chapman',
  'powell',
  'webb',
  'rogers',
  'gray',
  'mason',
  'ali',
  'hunt',
  'hussain',
  'campbell',
  'matthews',
  'owen',
  'palmer',
  'holmes',
  'mills',
  'barnes',
  'knight',
  'lloyd',
  'butler',
  'russell',
  'barker',
  'fisher',
  'stevens',
  'jenkins',
  'murray',
  'dixon',
  'harvey',
  'sugar',
  'tesco',
];
const FORENAMES = [
  'john',
  'david',
  'michael',
  'paul',
  'andrew',
  'peter',
  'james',
  'robert',
  'mark',
  'richard',
  'stephen',
  'ian',
  'christopher',
  'simon',
  'anthony',
  'thomas',
  'daniel',
  'matthew',
  'mohammed',
  'alan',
  'sarah',
  'susan',
  'julie',
  'karen',
  'claire',
  'emma',
  'helen',
  'elizabeth',
  'jane',
  'mary',
  'linda',
  'nicola',
  'amanda',
  'rachel',
  'lisa',
  'joanne',
  'louise',
  'ann',
  'margaret',
  'catherine',
  'laura',
  'anna',
  'jennifer',
  'victoria',
  'charles',
  'george',
];
const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'ta',
  'len',
  'vor',
  'ex',
  'qui',
  'zen',
  'pra',
  'lo',
  'nex',
  'sta',
  'bri',
  'tor',
  'vel',
  'an',
  'is',
  'ol',
  'um',
  'dor',
  'fin',
  'gal',
  'hex',
  'jun',
  'kor',
  'mar',
  'nor',
  'pel',
  'ras',
  'sol',
  'tri',
  'ul',
  'ven',
  'wyn',
  'yar',
  'zor',
];

/** A small deterministic generator (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateSyntheticDataset({ path, companies, seed }: { path: string; companies: number; seed: number }) {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  // Zipf-like: low indexes far more often.
  const zipf = <T>(list: readonly T[]): T => list[Math.floor(Math.pow(rand(), 2.2) * list.length)]!;
  const tail: string[] = [];
  for (let i = 0; i < 30000; i++) tail.push(pick(SYLLABLES) + pick(SYLLABLES) + (rand() < 0.5 ? pick(SYLLABLES) : ''));
  const word = () => (rand() < 0.45 ? zipf(COMMON) : rand() < 0.3 ? zipf(SURNAMES) : zipf(tail));
  const companyName = () => {
    const count = 1 + Math.floor(Math.pow(rand(), 1.5) * 4);
    const parts = Array.from({ length: count }, word);
    const r = rand();
    const suffix = r < 0.8 ? 'LIMITED' : r < 0.93 ? 'LTD' : r < 0.95 ? 'PLC' : r < 0.98 ? 'LLP' : '';
    return [...parts.map((p) => p.toUpperCase()), suffix].filter(Boolean).join(' ');
  };
  const date = (from: number, to: number) => {
    const d = new Date(Date.UTC(from, 0, 1) + Math.floor(rand() * (to - from) * 365.25 * 86400000));
    return d.toISOString().slice(0, 10);
  };
  const address = () => ({
    premises: String(1 + Math.floor(rand() * 200)),
    address_line_1: `${pick(SURNAMES)[0]!.toUpperCase()}${pick(SURNAMES).slice(1)} Road`,
    locality: pick(['London', 'Leeds', 'Bristol', 'Manchester', 'Cardiff', 'Glasgow']),
    country: 'England',
    postal_code: `AB${Math.floor(rand() * 90) + 1} ${Math.floor(rand() * 9)}XY`,
  });
  const id = () => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let s = '';
    for (let i = 0; i < 27; i++) s += chars[Math.floor(rand() * 64)];
    return s;
  };

  const db = new Database(path);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec(DDL);
  const insertCompany = db.prepare(
    'INSERT INTO companies (company_number, company_name, company_status, type, date_of_creation, body) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertOfficer = db.prepare(
    'INSERT INTO officers (officer_id, name, is_corporate, name_elements, date_of_birth) VALUES (?, ?, 0, ?, ?)',
  );
  const insertAppointment = db.prepare(
    'INSERT INTO appointments (appointment_id, company_number, officer_id, officer_role, sort_key, surname, appointed_on, resigned_on, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertDisqualified = db.prepare(
    'INSERT INTO disqualified_officers (officer_id, kind, name, body) VALUES (?, ?, ?, ?)',
  );
  const officers: { id: string; name: string }[] = [];
  db.transaction(() => {
    for (let i = 1; i <= companies; i++) {
      const number = String(i * 7 + 100).padStart(8, '0');
      const name = companyName();
      const r = rand();
      const status =
        r < 0.6 ? 'active' : r < 0.95 ? 'dissolved' : pick(['liquidation', 'administration', 'receivership']);
      const created = date(1950, 2025);
      const body: Record<string, unknown> = {
        company_name: name,
        company_number: number,
        company_status: status,
        type: 'ltd',
        date_of_creation: created,
        jurisdiction: 'england-wales',
        registered_office_address: address(),
        links: { self: `/company/${number}` },
      };
      if (status === 'dissolved') body.date_of_cessation = date(2015, 2025);
      if (rand() < 0.15)
        body.previous_company_names = [{ name: companyName(), effective_from: created, ceased_on: date(2000, 2025) }];
      insertCompany.run(number, name, status, 'ltd', created, JSON.stringify(body));
      const officerCount = rand() < 0.5 ? 1 : 2;
      for (let k = 0; k < officerCount; k++) {
        let officer =
          officers.length > 1000 && rand() < 0.3 ? officers[Math.floor(rand() * officers.length)]! : undefined;
        if (!officer) {
          const surname = zipf(SURNAMES).toUpperCase();
          const forename = zipf(FORENAMES);
          const forenameCased = forename[0]!.toUpperCase() + forename.slice(1);
          officer = { id: id(), name: `${surname}, ${forenameCased}` };
          officers.push(officer);
          const dob = { month: 1 + Math.floor(rand() * 12), year: 1940 + Math.floor(rand() * 60) };
          insertOfficer.run(
            officer.id,
            officer.name,
            JSON.stringify({ forename: forenameCased, surname }),
            JSON.stringify(dob),
          );
        }
        const appointmentId = id();
        insertAppointment.run(
          appointmentId,
          number,
          officer.id,
          'director',
          `1${officer.name}`,
          officer.name.split(',')[0],
          created,
          null,
          JSON.stringify({
            name: officer.name,
            officer_role: 'director',
            appointed_on: created,
            address: address(),
            links: { officer: { appointments: `/officers/${officer.id}/appointments` } },
          }),
        );
      }
    }
    const disqualified = Math.max(10, Math.floor(companies / 100));
    for (let i = 0; i < disqualified; i++) {
      const surname = zipf(SURNAMES).toUpperCase();
      const forename = zipf(FORENAMES);
      const forenameCased = forename[0]!.toUpperCase() + forename.slice(1);
      const officerId = id();
      const body = {
        kind: 'natural-disqualification',
        forename: forenameCased,
        surname,
        date_of_birth: date(1940, 2000),
        links: { self: `/disqualified-officers/natural/${officerId}` },
        disqualifications: [{ address: address(), disqualified_from: '2020-01-01', disqualified_until: '2030-01-01' }],
      };
      insertDisqualified.run(officerId, 'natural', `${forenameCased} ${surname}`, JSON.stringify(body));
    }
  })();
  db.close();
}
