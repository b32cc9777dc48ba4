// UK post towns with their geographic postcode districts (research/registry-statistics.md §12),
// street and building words, shared "virtual office" addresses, and overseas places.

export type UkNation = 'England' | 'Wales' | 'Scotland' | 'Northern Ireland';

export interface Town {
  readonly town: string;
  readonly county?: string;
  readonly nation: UkNation;
  readonly districts: readonly string[];
  /** Relative share of companies registered there. */
  readonly weight: number;
}

/** "B1-B21,B23" → B1 … B21, B23. */
function districts(spec: string): string[] {
  const out: string[] = [];
  for (const part of spec.split(',')) {
    const range = /^([A-Z]+)(\d+)-(?:[A-Z]+)?(\d+)$/.exec(part.trim());
    if (range) {
      for (let n = Number(range[2]); n <= Number(range[3]); n++) out.push(`${range[1]}${n}`);
    } else {
      out.push(part.trim());
    }
  }
  return out;
}

const town = (name: string, nation: UkNation, spec: string, weight: number, county?: string): Town => ({
  town: name,
  nation,
  districts: districts(spec),
  weight,
  ...(county ? { county } : {}),
});

export const TOWNS: readonly Town[] = [
  town(
    'London',
    'England',
    'EC1A,EC1M,EC1N,EC1R,EC1V,EC1Y,EC2A,EC2M,EC2N,EC2R,EC2V,EC2Y,EC3A,EC3M,EC3N,EC3R,EC3V,EC4A,EC4M,EC4N,EC4R,EC4V,EC4Y,' +
      'WC1A,WC1B,WC1E,WC1H,WC1N,WC1R,WC1V,WC1X,WC2A,WC2B,WC2E,WC2H,WC2N,WC2R,E1,E1W,E2-E18,E20,N1,N1C,N2-N22,NW1-NW11,' +
      'SE1-SE28,SW1A,SW1E,SW1H,SW1P,SW1V,SW1W,SW1X,SW1Y,SW2-SW20,W1B,W1C,W1D,W1F,W1G,W1H,W1J,W1K,W1S,W1T,W1U,W1W,W2-W14',
    290,
  ),
  town('Birmingham', 'England', 'B1-B21,B23-B38,B40,B42-B48', 30, 'West Midlands'),
  town('Manchester', 'England', 'M1-M4,M8,M9,M11-M32,M34,M35,M38,M40,M41,M43-M46', 26, 'Greater Manchester'),
  town('Salford', 'England', 'M3,M5-M7,M50', 5, 'Greater Manchester'),
  town('Liverpool', 'England', 'L1-L29,L31-L33,L36-L38', 14, 'Merseyside'),
  town('Leeds', 'England', 'LS1-LS20,LS25-LS27', 16, 'West Yorkshire'),
  town('Bradford', 'England', 'BD1-BD15', 7, 'West Yorkshire'),
  town('Sheffield', 'England', 'S1-S14,S17,S20,S21,S25,S26,S35,S36', 11, 'South Yorkshire'),
  town('Bristol', 'England', 'BS1-BS11,BS13-BS16,BS20,BS30-BS32,BS34-BS37,BS39-BS41,BS48,BS49', 13),
  town('Newcastle upon Tyne', 'England', 'NE1-NE7,NE12,NE13,NE15-NE20,NE27', 9, 'Tyne and Wear'),
  town('Sunderland', 'England', 'SR1-SR6', 3, 'Tyne and Wear'),
  town('Middlesbrough', 'England', 'TS1-TS9', 3, 'North Yorkshire'),
  town('Nottingham', 'England', 'NG1-NG17', 10, 'Nottinghamshire'),
  town('Leicester', 'England', 'LE1-LE9', 9, 'Leicestershire'),
  town('Derby', 'England', 'DE1,DE3,DE21-DE24,DE65,DE72-DE74', 5, 'Derbyshire'),
  town('Coventry', 'England', 'CV1-CV8', 6, 'West Midlands'),
  town('Wolverhampton', 'England', 'WV1-WV11', 5, 'West Midlands'),
  town('Solihull', 'England', 'B90-B94', 3, 'West Midlands'),
  town('Southampton', 'England', 'SO14-SO19,SO30-SO32,SO40,SO45,SO52', 6, 'Hampshire'),
  town('Portsmouth', 'England', 'PO1-PO3,PO6', 4, 'Hampshire'),
  town('Bournemouth', 'England', 'BH1-BH11', 4, 'Dorset'),
  town('Reading', 'England', 'RG1,RG2,RG4-RG8,RG10,RG30,RG31', 6, 'Berkshire'),
  town('Oxford', 'England', 'OX1-OX4', 4, 'Oxfordshire'),
  town('Cambridge', 'England', 'CB1-CB5,CB21-CB25', 5, 'Cambridgeshire'),
  town('Milton Keynes', 'England', 'MK1-MK15', 6, 'Buckinghamshire'),
  town('Northampton', 'England', 'NN1-NN7', 5, 'Northamptonshire'),
  town('Luton', 'England', 'LU1-LU4', 4, 'Bedfordshire'),
  town('Watford', 'England', 'WD17-WD19,WD24,WD25', 4, 'Hertfordshire'),
  town('Norwich', 'England', 'NR1-NR16', 5, 'Norfolk'),
  town('Ipswich', 'England', 'IP1-IP10', 4, 'Suffolk'),
  town('Colchester', 'England', 'CO1-CO7', 3, 'Essex'),
  town('Chelmsford', 'England', 'CM1-CM3', 4, 'Essex'),
  town('Croydon', 'England', 'CR0', 5, 'Surrey'),
  town('Romford', 'England', 'RM1-RM7', 4, 'Essex'),
  town('Ilford', 'England', 'IG1-IG6', 5, 'Essex'),
  town('Harrow', 'England', 'HA1-HA3', 5, 'Middlesex'),
  town('Kingston upon Thames', 'England', 'KT1,KT2', 3, 'Surrey'),
  town('Slough', 'England', 'SL1-SL3', 3, 'Berkshire'),
  town('Guildford', 'England', 'GU1-GU5', 3, 'Surrey'),
  town('Brighton', 'England', 'BN1,BN2,BN41,BN42', 5, 'East Sussex'),
  town('York', 'England', 'YO1,YO10,YO23,YO24,YO26,YO30-YO32', 3, 'North Yorkshire'),
  town('Hull', 'England', 'HU1-HU12', 4, 'East Yorkshire'),
  town('Preston', 'England', 'PR1-PR5', 3, 'Lancashire'),
  town('Bolton', 'England', 'BL1-BL7', 3, 'Lancashire'),
  town('Stockport', 'England', 'SK1-SK7', 4, 'Cheshire'),
  town('Warrington', 'England', 'WA1-WA5', 3, 'Cheshire'),
  town('Bath', 'England', 'BA1,BA2', 2, 'Somerset'),
  town('Swindon', 'England', 'SN1-SN6,SN25', 3, 'Wiltshire'),
  town('Gloucester', 'England', 'GL1-GL4', 2, 'Gloucestershire'),
  town('Cheltenham', 'England', 'GL50-GL54', 2, 'Gloucestershire'),
  town('Exeter', 'England', 'EX1-EX6', 3, 'Devon'),
  town('Plymouth', 'England', 'PL1-PL9', 3, 'Devon'),
  town('Peterborough', 'England', 'PE1-PE8', 3, 'Cambridgeshire'),
  town('Stoke-on-Trent', 'England', 'ST1-ST4,ST6-ST12', 3, 'Staffordshire'),
  town('Cardiff', 'Wales', 'CF3,CF5,CF10,CF11,CF14,CF15,CF23,CF24', 9, 'South Glamorgan'),
  town('Swansea', 'Wales', 'SA1-SA9', 4, 'West Glamorgan'),
  town('Newport', 'Wales', 'NP10,NP11,NP18-NP20', 3, 'Gwent'),
  town('Wrexham', 'Wales', 'LL11-LL14', 2, 'Clwyd'),
  town('Bridgend', 'Wales', 'CF31-CF35', 2, 'Mid Glamorgan'),
  town('Carmarthen', 'Wales', 'SA31-SA33', 1, 'Dyfed'),
  town('Bangor', 'Wales', 'LL57', 1, 'Gwynedd'),
  town('Glasgow', 'Scotland', 'G1-G5,G9,G11-G15,G20-G23,G31-G34,G40-G46,G51-G53,G60-G79', 20),
  town('Edinburgh', 'Scotland', 'EH1-EH17', 16),
  town('Aberdeen', 'Scotland', 'AB10-AB12,AB15,AB16,AB21-AB25', 8),
  town('Dundee', 'Scotland', 'DD1-DD5', 3),
  town('Inverness', 'Scotland', 'IV1-IV3,IV5', 2),
  town('Stirling', 'Scotland', 'FK7-FK9', 2),
  town('Perth', 'Scotland', 'PH1,PH2', 2),
  town('Paisley', 'Scotland', 'PA1-PA3', 2),
  town('Livingston', 'Scotland', 'EH53,EH54', 1.5),
  town('Kilmarnock', 'Scotland', 'KA1-KA3', 1.5),
  town('Dunfermline', 'Scotland', 'KY11,KY12', 1.5),
  town('Belfast', 'Northern Ireland', 'BT1-BT17', 9),
  town('Londonderry', 'Northern Ireland', 'BT47,BT48', 2),
  town('Newry', 'Northern Ireland', 'BT34,BT35', 1.5),
  town('Lisburn', 'Northern Ireland', 'BT27,BT28', 1.5),
  town('Bangor', 'Northern Ireland', 'BT19,BT20', 1),
  town('Craigavon', 'Northern Ireland', 'BT62-BT66', 1),
  town('Ballymena', 'Northern Ireland', 'BT42-BT44', 1),
  town('Enniskillen', 'Northern Ireland', 'BT74', 0.5),
];

export const STREETS =
  `High Street|Station Road|Main Street|Church Street|Church Road|Park Road|London Road|Victoria Road|
Green Lane|Manor Road|Church Lane|Park Avenue|The Avenue|The Crescent|Queens Road|New Road|Grange Road|Kings Road|
Mill Lane|North Street|South Street|West Street|Queen Street|King Street|Albert Road|Broadway|Chapel Street|
Springfield Road|Windsor Road|Highfield Road|Alexandra Road|York Road|Stanley Road|Mill Road|Richmond Road|
Market Street|Bridge Street|George Street|Castle Street|School Lane|Water Lane|St John's Road|Brook Street|
Commercial Road|Industrial Estate|Enterprise Way|Riverside Drive|Cavendish Square|Wellington Street|Harbour Way|
Regent Street|Oxford Road|Cambridge Road|Warwick Road|Clarence Street|Heath Road|Moor Lane|Hill Street|
Farm Lane|Orchard Way|Meadow View|Beech Grove|Elm Road|Oak Avenue|Willow Close|Ash Grove|Cedar Drive|
Lime Street|Cornwall Road|Devonshire Place|Portland Street|Hanover Square|Baker Street|Union Street|
Kingsway|Fore Street|Sheep Street|Bell Lane|Canal Side|Wharf Road|Dock Street|Trinity Street|Abbey Road`
    .split('|')
    .map((street) => street.trim());

export const BUILDINGS =
  `Regent House|Victoria House|Kings Court|Queens Court|Orchard House|Beacon House|Riverside House|
Lancaster House|Cavendish House|Mercury House|Phoenix House|Centurion House|Sovereign House|Pembroke House|
Windsor House|Highland House|Albion House|Crown House|Station House|Bridge House|Park House|Grosvenor House|
Abbey House|Castle Chambers|Mill House|The Old Bakery|The Coach House|The Granary|The Old School|The Stables|
Unit 1|Unit 2|Unit 3|Unit 4|Unit 5|Unit 7|Unit 12|Suite 1|Suite 2|Suite 3|Suite 5|Suite 10|Office 4|First Floor|Ground Floor|
Second Floor|Flat 1|Flat 2|Flat 3|Flat 5|Flat 8|Apartment 4|Apartment 12`
    .split('|')
    .map((building) => building.trim());

/** Villages and districts used as address_line_2. */
export const LOCALITIES =
  `Kingswood|Oakfield|Ashby|Holmwood|Elmstead|Thornbury|Broadfield|Westcott|Eastleigh|Northfield|
Southgate|Fairview|Greenhill|Redhill|Whitley|Blackwell|Hillside|Riverside|Woodside|Bramley|Castleton|Newlands|
Meadowbank|Harbourside|Parkgate|Stonebridge|Millbrook|Brookside|Springvale|Highgate`
    .split('|')
    .map((name) => name.trim());

/**
 * Formation-agent and virtual-office addresses shared by many companies (registry-statistics §12
 * suggests about 8% of companies at a dozen such addresses). The premises are invented.
 */
export const SHARED_OFFICES: readonly {
  premises: string;
  address_line_1: string;
  locality: string;
  postal_code: string;
  nation: UkNation;
}[] = [
  {
    premises: 'Lansdowne House',
    address_line_1: '57 Berkeley Row',
    locality: 'London',
    postal_code: 'W1J 6ER',
    nation: 'England',
  },
  {
    premises: 'Suite 4.01',
    address_line_1: '88 Cordwainer Street',
    locality: 'London',
    postal_code: 'EC1V 2NX',
    nation: 'England',
  },
  {
    premises: 'Office 12',
    address_line_1: '20 Wenlock Terrace',
    locality: 'London',
    postal_code: 'N1 7GU',
    nation: 'England',
  },
  {
    premises: 'Kemble Chambers',
    address_line_1: '41 Drury Court',
    locality: 'London',
    postal_code: 'WC2B 5QD',
    nation: 'England',
  },
  {
    premises: 'Unit 3a',
    address_line_1: '71 Shelford Street',
    locality: 'London',
    postal_code: 'WC2H 9JQ',
    nation: 'England',
  },
  {
    premises: 'Hartley House',
    address_line_1: '19 Fountain Street',
    locality: 'Manchester',
    postal_code: 'M2 2AN',
    nation: 'England',
  },
  {
    premises: 'Suite 9',
    address_line_1: '3 Brindley Place',
    locality: 'Birmingham',
    postal_code: 'B1 2JB',
    nation: 'England',
  },
  {
    premises: 'Pinnacle House',
    address_line_1: '12 Whitehall Quay',
    locality: 'Leeds',
    postal_code: 'LS1 4HR',
    nation: 'England',
  },
  {
    premises: 'Festival House',
    address_line_1: '50 Lothian Terrace',
    locality: 'Edinburgh',
    postal_code: 'EH3 9WJ',
    nation: 'Scotland',
  },
  {
    premises: 'Clyde Chambers',
    address_line_1: '272 Bath Lane',
    locality: 'Glasgow',
    postal_code: 'G2 4JR',
    nation: 'Scotland',
  },
  {
    premises: 'Bute House',
    address_line_1: '9 Mount Stuart Quay',
    locality: 'Cardiff',
    postal_code: 'CF10 5FA',
    nation: 'Wales',
  },
  {
    premises: 'Lagan House',
    address_line_1: '14 Donegall Row',
    locality: 'Belfast',
    postal_code: 'BT1 5GB',
    nation: 'Northern Ireland',
  },
];

export interface ForeignPlace {
  readonly country: string;
  readonly city: string;
  readonly region?: string;
  /** A postal code in the local format. */
  readonly postal: string;
  readonly streets: readonly string[];
  /** How companies there are registered: for foreign company details and corporate identification. */
  readonly governedBy: string;
  readonly registry: string;
  /** The endings of company names there, in the order names pick them. */
  readonly suffixes: readonly string[];
  /** Each suffix's legal form ("GMBH" → Gesellschaft Mit Beschrankter Haftung): a name and its form agree. */
  readonly forms: Readonly<Record<string, string>>;
  readonly weight: number;
}

export const FOREIGN_PLACES: readonly ForeignPlace[] = [
  {
    country: 'Ireland',
    city: 'Dublin',
    postal: 'D02 X285',
    streets: ['Harcourt Street', 'Baggot Street Lower', "St Stephen's Green"],
    forms: {
      LIMITED: 'Private Company Limited By Shares',
      DAC: 'Designated Activity Company',
      'UNLIMITED COMPANY': 'Private Unlimited Company',
    },
    governedBy: 'Companies Act 2014',
    registry: 'Companies Registration Office',
    suffixes: ['LIMITED', 'DAC', 'UNLIMITED COMPANY'],
    weight: 10,
  },
  {
    country: 'Luxembourg',
    city: 'Luxembourg',
    postal: 'L-1855',
    streets: ['Avenue John F. Kennedy', 'Boulevard Royal', 'Rue Eugene Ruppert'],
    forms: { 'S.A R.L.': 'Societe A Responsabilite Limitee', 'S.A.': 'Societe Anonyme' },
    governedBy: 'Luxembourg Law Of 10 August 1915',
    registry: 'Registre De Commerce Et Des Societes',
    suffixes: ['S.A R.L.', 'S.A.'],
    weight: 9,
  },
  {
    country: 'Jersey',
    city: 'St Helier',
    postal: 'JE2 3QB',
    streets: ['Esplanade', 'Bath Street', 'Castle Street'],
    forms: { LIMITED: 'Private Company Limited By Shares' },
    governedBy: 'Companies (Jersey) Law 1991',
    registry: 'Jersey Financial Services Commission',
    suffixes: ['LIMITED'],
    weight: 8,
  },
  {
    country: 'Guernsey',
    city: 'St Peter Port',
    postal: 'GY1 1AR',
    streets: ['Le Truchot', 'Le Marchant Street', 'Glategny Esplanade'],
    forms: { LIMITED: 'Non-Cellular Company Limited By Shares' },
    governedBy: 'Companies (Guernsey) Law 2008',
    registry: 'Guernsey Registry',
    suffixes: ['LIMITED'],
    weight: 5,
  },
  {
    country: 'Isle of Man',
    city: 'Douglas',
    postal: 'IM1 1AN',
    streets: ['Athol Street', 'Prospect Hill', 'Finch Road'],
    forms: { LIMITED: 'Company Limited By Shares' },
    governedBy: 'Companies Act 2006 (Isle Of Man)',
    registry: 'Isle Of Man Companies Registry',
    suffixes: ['LIMITED'],
    weight: 3,
  },
  {
    country: 'British Virgin Islands',
    city: 'Road Town',
    region: 'Tortola',
    postal: 'VG1110',
    streets: ['Wickhams Cay II', 'Main Street', 'Waterfront Drive'],
    forms: {
      LIMITED: 'BVI Business Company Limited By Shares',
      LTD: 'BVI Business Company Limited By Shares',
      'INC.': 'BVI Business Company Limited By Shares',
    },
    governedBy: 'BVI Business Companies Act 2004',
    registry: 'Registry Of Corporate Affairs',
    suffixes: ['LIMITED', 'LTD', 'INC.'],
    weight: 12,
  },
  {
    country: 'Cayman Islands',
    city: 'George Town',
    region: 'Grand Cayman',
    postal: 'KY1-1104',
    streets: ['Ugland House', 'Elgin Avenue', 'Harbour Drive'],
    forms: { LTD: 'Exempted Company Limited By Shares', LIMITED: 'Exempted Company Limited By Shares' },
    governedBy: 'Companies Act (As Revised)',
    registry: 'Cayman Islands General Registry',
    suffixes: ['LTD', 'LIMITED'],
    weight: 5,
  },
  {
    country: 'Netherlands',
    city: 'Amsterdam',
    postal: '1017 AB',
    streets: ['Herengracht', 'Keizersgracht', 'Zuidplein'],
    forms: { 'B.V.': 'Besloten Vennootschap', 'N.V.': 'Naamloze Vennootschap' },
    governedBy: 'Dutch Civil Code',
    registry: 'Kamer Van Koophandel',
    suffixes: ['B.V.', 'N.V.'],
    weight: 7,
  },
  {
    country: 'Germany',
    city: 'Frankfurt am Main',
    region: 'Hessen',
    postal: '60311',
    streets: ['Taunusanlage', 'Neue Mainzer Strasse', 'Bockenheimer Landstrasse'],
    forms: { GMBH: 'Gesellschaft Mit Beschrankter Haftung', AG: 'Aktiengesellschaft' },
    governedBy: 'German Commercial Code',
    registry: 'Handelsregister',
    suffixes: ['GMBH', 'AG'],
    weight: 6,
  },
  {
    country: 'France',
    city: 'Paris',
    postal: '75008',
    streets: ['Avenue Des Champs-Elysees', 'Rue De La Paix', 'Boulevard Haussmann'],
    forms: { SAS: 'Societe Par Actions Simplifiee', 'S.A.': 'Societe Anonyme' },
    governedBy: 'French Commercial Code',
    registry: 'Registre Du Commerce Et Des Societes De Paris',
    suffixes: ['SAS', 'S.A.'],
    weight: 5,
  },
  {
    country: 'United States',
    city: 'Wilmington',
    region: 'Delaware',
    postal: '19801',
    streets: ['Orange Street', 'North Market Street', 'Delaware Avenue'],
    forms: { 'INC.': 'Corporation', LLC: 'Limited Liability Company', CORPORATION: 'Corporation' },
    governedBy: 'Delaware General Corporation Law',
    registry: 'Delaware Secretary Of State',
    suffixes: ['INC.', 'LLC', 'CORPORATION'],
    weight: 10,
  },
  {
    country: 'Switzerland',
    city: 'Zurich',
    postal: '8001',
    streets: ['Bahnhofstrasse', 'Talstrasse', 'Paradeplatz'],
    forms: { AG: 'Aktiengesellschaft', GMBH: 'Gesellschaft Mit Beschrankter Haftung' },
    governedBy: 'Swiss Code Of Obligations',
    registry: 'Commercial Register Of The Canton Of Zurich',
    suffixes: ['AG', 'GMBH'],
    weight: 4,
  },
  {
    country: 'United Arab Emirates',
    city: 'Dubai',
    postal: 'PO Box 506525',
    streets: ['Sheikh Zayed Road', 'Al Maktoum Road', 'Dubai International Financial Centre'],
    forms: {
      LLC: 'Free Zone Limited Liability Company',
      FZE: 'Free Zone Establishment',
      LIMITED: 'Private Company Limited By Shares',
    },
    governedBy: 'DIFC Companies Law',
    registry: 'Dubai International Financial Centre Registrar',
    suffixes: ['LLC', 'FZE', 'LIMITED'],
    weight: 4,
  },
  {
    country: 'Singapore',
    city: 'Singapore',
    postal: '018989',
    streets: ['Raffles Place', 'Marina Boulevard', 'Collyer Quay'],
    forms: { 'PTE. LTD.': 'Private Company Limited By Shares' },
    governedBy: 'Companies Act 1967',
    registry: 'Accounting And Corporate Regulatory Authority',
    suffixes: ['PTE. LTD.'],
    weight: 3,
  },
  {
    country: 'Hong Kong',
    city: 'Hong Kong',
    region: 'Central',
    postal: '999077',
    streets: ['Queens Road Central', 'Des Voeux Road Central', 'Connaught Road'],
    forms: { LIMITED: 'Private Company Limited By Shares', 'COMPANY LIMITED': 'Private Company Limited By Shares' },
    governedBy: 'Companies Ordinance (Cap. 622)',
    registry: 'Companies Registry',
    suffixes: ['LIMITED', 'COMPANY LIMITED'],
    weight: 3,
  },
  {
    country: 'South Africa',
    city: 'Johannesburg',
    region: 'Gauteng',
    postal: '2196',
    streets: ['Rivonia Road', 'Fredman Drive', 'West Street'],
    forms: { '(PTY) LTD': 'Private Company', LIMITED: 'Public Company' },
    governedBy: 'Companies Act 71 Of 2008',
    registry: 'Companies And Intellectual Property Commission',
    suffixes: ['(PTY) LTD', 'LIMITED'],
    weight: 2,
  },
  {
    country: 'Cyprus',
    city: 'Limassol',
    postal: '3030',
    streets: ['Arch. Makariou III Avenue', 'Spyrou Kyprianou Avenue', 'Anexartisias Street'],
    forms: { LIMITED: 'Private Limited Liability Company', LTD: 'Private Limited Liability Company' },
    governedBy: 'Cyprus Companies Law Cap. 113',
    registry: 'Department Of Registrar Of Companies',
    suffixes: ['LIMITED', 'LTD'],
    weight: 3,
  },
  {
    country: 'India',
    city: 'Mumbai',
    region: 'Maharashtra',
    postal: '400001',
    streets: ['Nariman Point', 'Dalal Street', 'Bandra Kurla Complex'],
    forms: { 'PRIVATE LIMITED': 'Private Limited Company', LIMITED: 'Public Limited Company' },
    governedBy: 'Companies Act 2013',
    registry: 'Registrar Of Companies, Mumbai',
    suffixes: ['PRIVATE LIMITED', 'LIMITED'],
    weight: 3,
  },
  {
    country: 'Japan',
    city: 'Tokyo',
    postal: '100-0005',
    streets: ['Marunouchi', 'Otemachi', 'Nihonbashi'],
    forms: { 'K.K.': 'Kabushiki Kaisha', 'CO., LTD.': 'Kabushiki Kaisha' },
    governedBy: 'Companies Act Of Japan',
    registry: 'Tokyo Legal Affairs Bureau',
    suffixes: ['K.K.', 'CO., LTD.'],
    weight: 2,
  },
  {
    country: 'Australia',
    city: 'Sydney',
    region: 'New South Wales',
    postal: 'NSW 2000',
    streets: ['George Street', 'Pitt Street', 'Macquarie Street'],
    forms: { 'PTY LTD': 'Proprietary Company Limited By Shares', LIMITED: 'Public Company Limited By Shares' },
    governedBy: 'Corporations Act 2001',
    registry: 'Australian Securities And Investments Commission',
    suffixes: ['PTY LTD', 'LIMITED'],
    weight: 2,
  },
];

/** The legal form a company named `name` has there: the form of the longest suffix the name ends with. */
export function legalFormOf(place: ForeignPlace, name: string): string {
  const upper = name.trim().toUpperCase();
  const suffix = Object.keys(place.forms)
    .filter((s) => upper === s || upper.endsWith(` ${s}`))
    .sort((a, b) => b.length - a.length)[0];
  return place.forms[suffix ?? place.suffixes[0]!] ?? Object.values(place.forms)[0]!;
}
