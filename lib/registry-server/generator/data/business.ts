// Business vocabulary: sectors (real SIC 2007 codes with words that fit them in a company
// name), naming words, lenders, insolvency practices and other bodies that appear on the register.
// Sector shares follow research/registry-statistics.md §5 (estimates).

export interface Sector {
  readonly key: string;
  readonly weight: number;
  /** Real SIC codes with relative weights inside the sector. */
  readonly sic: readonly (readonly [string, number])[];
  /** Words that end a company name in this sector. */
  readonly words: readonly string[];
  /** Likelihood that a company in this sector has registered charges. */
  readonly chargeRate: number;
}

const sector = (key: string, weight: number, sic: [string, number][], words: string, chargeRate: number): Sector => ({
  key,
  weight,
  sic,
  words: words.split('|'),
  chargeRate,
});

export const SECTORS: readonly Sector[] = [
  sector(
    'business-support',
    6,
    [
      ['82990', 5],
      ['74909', 1],
      ['82110', 0.4],
    ],
    'SERVICES|SOLUTIONS|SUPPORT SERVICES|ASSOCIATES|ENTERPRISES',
    0.08,
  ),
  sector(
    'property',
    9,
    [
      ['68209', 5],
      ['68100', 2],
      ['68320', 0.8],
      ['68310', 0.6],
    ],
    'PROPERTIES|PROPERTY|ESTATES|LETTINGS|HOMES|PROPERTY INVESTMENTS|REAL ESTATE|LAND',
    0.42,
  ),
  sector(
    'consultancy',
    6,
    [
      ['70229', 4.5],
      ['70100', 0.8],
      ['70210', 0.3],
    ],
    'CONSULTING|CONSULTANCY|ADVISORY|PARTNERS|MANAGEMENT|STRATEGY',
    0.05,
  ),
  sector(
    'it',
    6.5,
    [
      ['62020', 3],
      ['62012', 2],
      ['62090', 1],
      ['63110', 0.3],
      ['63990', 0.2],
    ],
    'TECHNOLOGIES|DIGITAL|SOFTWARE|SYSTEMS|IT SOLUTIONS|TECH|DATA|CLOUD|LABS|NETWORKS',
    0.06,
  ),
  sector(
    'personal',
    4.5,
    [
      ['96090', 3],
      ['96020', 1],
      ['96040', 0.3],
    ],
    'BEAUTY|HAIR|WELLBEING|AESTHETICS|STUDIO|SALON',
    0.07,
  ),
  sector(
    'dormant',
    4,
    [
      ['99999', 3],
      ['74990', 1],
    ],
    'HOLDINGS|VENTURES|TRADING|GROUP',
    0,
  ),
  sector(
    'retail',
    4.2,
    [
      ['47910', 2.5],
      ['47190', 0.8],
      ['47710', 0.4],
      ['47110', 0.3],
      ['47730', 0.2],
    ],
    'RETAIL|STORES|SHOP|TRADING|GOODS|BOUTIQUE|SUPPLIES',
    0.12,
  ),
  sector(
    'construction',
    7.5,
    [
      ['41100', 2],
      ['41202', 1],
      ['43999', 1.5],
      ['43210', 1],
      ['43220', 0.8],
      ['43320', 0.5],
      ['43341', 0.4],
      ['43910', 0.3],
      ['42990', 0.2],
    ],
    'CONSTRUCTION|BUILDERS|BUILDING SERVICES|DEVELOPMENTS|ELECTRICAL|PLUMBING AND HEATING|JOINERY|ROOFING|DECORATING|CONTRACTORS|GROUNDWORKS|BUILD',
    0.22,
  ),
  sector(
    'holding',
    2,
    [
      ['64209', 1.5],
      ['64999', 0.3],
      ['64205', 0.2],
    ],
    'HOLDINGS|GROUP|CAPITAL|INVESTMENTS',
    0.18,
  ),
  sector(
    'hospitality',
    3,
    [
      ['56101', 1.2],
      ['56102', 0.6],
      ['56103', 0.6],
      ['56302', 0.4],
      ['56210', 0.2],
    ],
    'KITCHEN|RESTAURANT|CAFE|GRILL|FOODS|CATERING|BISTRO|TAVERN|EATERY',
    0.18,
  ),
  sector(
    'transport',
    2.6,
    [
      ['49410', 1.2],
      ['49320', 0.6],
      ['53202', 0.6],
      ['52290', 0.2],
    ],
    'LOGISTICS|TRANSPORT|HAULAGE|FREIGHT|COURIERS|DELIVERIES|TRAVEL CARS',
    0.25,
  ),
  sector(
    'health',
    2.7,
    [
      ['86900', 1.2],
      ['86210', 0.3],
      ['86230', 0.3],
      ['87300', 0.3],
      ['88100', 0.3],
      ['86220', 0.2],
    ],
    'HEALTHCARE|CARE|MEDICAL|DENTAL|CLINIC|HEALTH|HOME CARE|PHYSIOTHERAPY',
    0.2,
  ),
  sector(
    'professional',
    2.2,
    [
      ['69201', 1],
      ['69202', 0.4],
      ['69203', 0.2],
      ['69102', 0.4],
      ['69109', 0.2],
    ],
    'ACCOUNTANTS|ACCOUNTANCY|BOOKKEEPING|TAX SERVICES|LEGAL|SOLICITORS',
    0.05,
  ),
  sector(
    'engineering',
    2,
    [
      ['71129', 0.8],
      ['25620', 0.3],
      ['28990', 0.2],
      ['33120', 0.3],
      ['25110', 0.2],
      ['10710', 0.2],
    ],
    'ENGINEERING|PRECISION|FABRICATIONS|MANUFACTURING|INDUSTRIES|MACHINERY',
    0.3,
  ),
  sector(
    'architecture',
    0.6,
    [
      ['71111', 0.4],
      ['71121', 0.2],
    ],
    'ARCHITECTS|DESIGN|ARCHITECTURE',
    0.05,
  ),
  sector(
    'media',
    2.5,
    [
      ['73110', 0.6],
      ['74100', 0.6],
      ['59111', 0.3],
      ['74201', 0.3],
      ['90030', 0.4],
      ['58190', 0.2],
      ['73200', 0.1],
    ],
    'MEDIA|MARKETING|CREATIVE|DESIGN|STUDIOS|PRODUCTIONS|FILMS|PHOTOGRAPHY',
    0.05,
  ),
  sector(
    'recruitment',
    1,
    [
      ['78109', 0.5],
      ['78200', 0.5],
    ],
    'RECRUITMENT|STAFFING|PEOPLE|TALENT|RESOURCING',
    0.12,
  ),
  sector(
    'cleaning',
    1,
    [
      ['81210', 0.5],
      ['81300', 0.4],
      ['81100', 0.1],
    ],
    'CLEANING SERVICES|FACILITIES|LANDSCAPES|GARDENS|FACILITIES MANAGEMENT',
    0.08,
  ),
  sector(
    'motor',
    1,
    [
      ['45111', 0.4],
      ['45200', 0.6],
    ],
    'MOTORS|AUTOS|CAR SALES|GARAGE|AUTOMOTIVE',
    0.2,
  ),
  sector(
    'education',
    1,
    [
      ['85590', 0.8],
      ['85600', 0.2],
    ],
    'TRAINING|ACADEMY|EDUCATION|TUITION|LEARNING',
    0.05,
  ),
  sector(
    'fitness',
    0.8,
    [
      ['93130', 0.3],
      ['93199', 0.3],
      ['85510', 0.2],
    ],
    'FITNESS|SPORTS|LEISURE|ACTIVE',
    0.1,
  ),
  sector(
    'travel',
    0.7,
    [
      ['79110', 0.2],
      ['55100', 0.3],
      ['55209', 0.2],
    ],
    'TRAVEL|TOURS|HOTELS|HOLIDAYS|LODGE',
    0.3,
  ),
  sector(
    'wholesale',
    1,
    [
      ['46900', 0.5],
      ['46190', 0.3],
      ['46390', 0.2],
    ],
    'WHOLESALE|IMPORTS|DISTRIBUTION|SUPPLIES|TRADING',
    0.25,
  ),
  sector(
    'agriculture',
    0.5,
    [
      ['01110', 0.2],
      ['01410', 0.1],
      ['01500', 0.2],
    ],
    'FARMS|FARMING|AGRICULTURE',
    0.45,
  ),
  sector(
    'finance',
    0.8,
    [
      ['66190', 0.3],
      ['66220', 0.2],
      ['64922', 0.1],
      ['66300', 0.2],
    ],
    'FINANCE|FINANCIAL SERVICES|WEALTH|INSURANCE|MORTGAGES',
    0.1,
  ),
  sector(
    'energy',
    0.3,
    [
      ['35110', 0.15],
      ['35140', 0.05],
      ['43210', 0.1],
    ],
    'ENERGY|SOLAR|RENEWABLES|POWER',
    0.35,
  ),
  sector(
    'security',
    0.5,
    [
      ['80100', 0.3],
      ['61900', 0.2],
    ],
    'SECURITY|TELECOM|COMMUNICATIONS',
    0.08,
  ),
];

/** Sectors for companies limited by guarantee and community interest companies. */
export const NON_PROFIT_SECTORS: readonly Sector[] = [
  sector('residents', 5, [['98000', 1]], 'MANAGEMENT COMPANY|RESIDENTS ASSOCIATION|RTM COMPANY|FREEHOLD COMPANY', 0.02),
  sector(
    'charity',
    3,
    [
      ['94990', 0.6],
      ['88990', 0.4],
    ],
    'TRUST|FOUNDATION|ASSOCIATION|COMMUNITY PROJECT|NETWORK|SOCIETY',
    0.04,
  ),
  sector(
    'education',
    1,
    [
      ['85590', 0.6],
      ['85200', 0.2],
      ['85310', 0.2],
    ],
    'ACADEMY TRUST|LEARNING TRUST|EDUCATION TRUST',
    0.05,
  ),
  sector(
    'sport',
    1,
    [
      ['93120', 0.5],
      ['93199', 0.5],
    ],
    'SPORTS CLUB|FOOTBALL CLUB|CRICKET CLUB|BOWLS CLUB|GOLF CLUB',
    0.1,
  ),
];

/** Sectors for LLPs, partnerships and PLCs. */
export const LLP_SECTORS: readonly Sector[] = [
  sector('law', 3, [['69102', 1]], 'SOLICITORS|LEGAL|LAW', 0.1),
  sector('accounting', 2, [['69201', 1]], 'ACCOUNTANTS|CHARTERED ACCOUNTANTS|TAX', 0.05),
  sector('consulting', 2, [['70229', 1]], 'CONSULTING|ADVISERS|PARTNERS', 0.05),
  sector(
    'property',
    3,
    [
      ['68209', 0.6],
      ['68100', 0.4],
    ],
    'PROPERTIES|ESTATES|DEVELOPMENTS|INVESTMENTS',
    0.4,
  ),
  sector('architecture', 1, [['71111', 1]], 'ARCHITECTS', 0.05),
  sector(
    'funds',
    2,
    [
      ['64303', 0.4],
      ['66300', 0.4],
      ['64999', 0.2],
    ],
    'CAPITAL|INVESTMENTS|PARTNERS|FUND',
    0.1,
  ),
];

export const PARTNERSHIP_SECTORS: readonly Sector[] = [
  sector(
    'funds',
    6,
    [
      ['64303', 0.5],
      ['66300', 0.3],
      ['64999', 0.2],
    ],
    'FUND|CAPITAL PARTNERS|INVESTMENTS|VENTURES|INFRASTRUCTURE FUND',
    0.05,
  ),
  sector(
    'farming',
    2,
    [
      ['01110', 0.5],
      ['01500', 0.5],
    ],
    'FARMS|FARMING PARTNERSHIP|ESTATES',
    0.1,
  ),
  sector('property', 2, [['68209', 1]], 'PROPERTY|ESTATES|REAL ESTATE', 0.2),
];

export const PLC_SECTORS: readonly Sector[] = [
  sector(
    'holding',
    4,
    [
      ['64209', 0.5],
      ['70100', 0.5],
    ],
    'HOLDINGS|GROUP|INTERNATIONAL',
    0.4,
  ),
  sector(
    'retail',
    1,
    [
      ['47110', 0.6],
      ['47190', 0.4],
    ],
    'STORES|RETAIL GROUP',
    0.4,
  ),
  sector(
    'finance',
    2,
    [
      ['64191', 0.4],
      ['64999', 0.3],
      ['66300', 0.3],
    ],
    'BANK|CAPITAL|ASSET MANAGEMENT|INVESTMENT TRUST',
    0.2,
  ),
  sector(
    'industry',
    2,
    [
      ['35110', 0.3],
      ['41100', 0.4],
      ['28990', 0.3],
    ],
    'ENERGY|CONSTRUCTION|ENGINEERING|INDUSTRIES',
    0.5,
  ),
  sector(
    'technology',
    1,
    [
      ['62012', 0.6],
      ['61900', 0.4],
    ],
    'TECHNOLOGY|SYSTEMS|TELECOM',
    0.2,
  ),
];

export const ADJECTIVES =
  `GREEN BLUE RED GOLDEN SILVER NORTHERN SOUTHERN EASTERN WESTERN ROYAL PREMIER PRIME FIRST BRIGHT SWIFT
SMART NOBLE APEX SUMMIT PINNACLE ELITE CLASSIC MODERN URBAN COASTAL HIGHLAND VALLEY OAK ASH BIRCH CEDAR WILLOW MAPLE
HAWTHORN IVY ROSE THISTLE LION EAGLE FALCON PHOENIX ORION ATLAS NOVA ZENITH VERTEX QUANTUM INFINITY HORIZON MERIDIAN
CROWN ANCHOR BEACON HARBOUR BRIDGE CASTLE ABBEY MANOR PARK RIVER LAKESIDE STONE IRON COPPER AMBER CRYSTAL SAPPHIRE
EMERALD INDIGO SCARLET TRUE CLEAR PURE FRESH BOLD KEY CORE NEXT ALPHA OMEGA DELTA SIGMA UNITED ALLIED GLOBAL
NATIONAL METRO CITY COUNTY COUNTRY OLD NEW GRAND LITTLE BIG WHITE BLACK`.split(/\s+/);

export const NOUNS =
  `OAK STAR LINE WAY GATE FIELD BRIDGE STONE WOOD HILL LANE PATH POINT VIEW WAVE PEAK TREE LEAF ROCK FORD
BROOK VALE MOOR CROFT FOLD WELL MARK LIGHT SPARK ARROW SHIELD KEY CREST TOWER HOUSE HAVEN PORT BAY CROSS`.split(/\s+/);

export const PLACE_WORDS =
  `PENNINE COTSWOLD THAMES MERSEY SEVERN CHILTERN MENDIP WESSEX MERCIA CALEDONIAN CAMBRIAN ULSTER
KENTISH SUSSEX ESSEX YORKSHIRE LANCASHIRE CHESHIRE DEVON CORNISH NORFOLK SUFFOLK SURREY HAMPSHIRE DORSET SOMERSET
AVON TYNE WEAR TRENT HUMBER SOLENT MIDLAND NORTHUMBRIAN CUMBRIAN LAKELAND PEAK DALES FENLAND WEALD DOWNS MARCHES
CLYDE FORTH TAY GRAMPIAN LOTHIAN FIFE HIGHLAND HEBRIDEAN ANTRIM DOWN GWENT GLAMORGAN POWYS GWYNEDD DYFED CLWYD`.split(
    /\s+/,
  );

/** Syllables for coined names such as "NEXORA" or "BRIGHTWAVE". */
export const COINED_HEADS = `NEX VERA ZEN AXI QUAN LUMI OPTI PRIMA NOVA SOLA TERRA AQUA VITA ELEV ARC ORBI VALE KORA
BRIGHT CLEAR SWIFT TRUE BLUE GREEN SILVER GOLD RED SKY SUN MOON STAR CLOUD`.split(/\s+/);
export const COINED_TAILS = `ORA IQ IFY ENT ORA ARA ION IUM EX IS ONIX WAVE PATH GATE POINT LINE WORKS HUB FLOW BRIDGE
SHIFT LEAF STONE FIELD`.split(/\s+/);

/** Lenders that take charges (registry-statistics §8 names the largest chargees). */
export const LENDERS: readonly (readonly [string, number, number, number])[] = [
  // name, weight, first year, last year lending under that name
  ['National Westminster Bank PLC', 16, 1900, 2026],
  ['Barclays Bank PLC', 15, 1900, 2026],
  ['HSBC Bank PLC', 6, 1999, 2018],
  ['HSBC UK Bank PLC', 6, 2018, 2026],
  ['Lloyds TSB Bank PLC', 8, 1995, 2013],
  ['Lloyds Bank PLC', 8, 1900, 2026],
  ['The Royal Bank of Scotland PLC', 8, 1900, 2026],
  ['Midland Bank PLC', 4, 1900, 1999],
  ['Bank of Scotland PLC', 4, 1900, 2026],
  ['Svenska Handelsbanken AB (Publ)', 2, 1990, 2026],
  ['Clydesdale Bank Public Limited Company', 2, 1900, 2026],
  ['Santander UK PLC', 3, 2010, 2026],
  ['Abbey National PLC', 1, 1989, 2010],
  ['Aldermore Bank PLC', 1.5, 2009, 2026],
  ['Shawbrook Bank Limited', 1.5, 2011, 2026],
  ['Paragon Bank PLC', 2, 2014, 2026],
  ['Together Commercial Finance Limited', 1, 2010, 2026],
  ['Metro Bank PLC', 1, 2010, 2026],
  ['Allica Bank Ltd', 1, 2019, 2026],
  ['OakNorth Bank PLC', 1, 2015, 2026],
  ['Close Brothers Limited', 1, 1990, 2026],
  ['Lendinvest BTL Limited', 1, 2016, 2026],
  ['Investec Bank PLC', 0.8, 1995, 2026],
  ['The Co-operative Bank PLC', 0.8, 1900, 2026],
  ['Coutts & Company', 0.5, 1900, 2026],
];

/** Insolvency practices, invented, with offices. */
export const INSOLVENCY_FIRMS: readonly {
  name: string;
  street: string;
  town: string;
  postcode: string;
  region?: string;
}[] = [
  { name: 'Harrowgate Restructuring LLP', street: '10 Fleet Place', town: 'London', postcode: 'EC4M 7RB' },
  {
    name: 'Clearwater Insolvency Limited',
    street: '3 Hardman Square',
    town: 'Manchester',
    postcode: 'M3 3EB',
    region: 'Greater Manchester',
  },
  {
    name: 'Northgate Recovery LLP',
    street: '1 Park Row',
    town: 'Leeds',
    postcode: 'LS1 5AB',
    region: 'West Yorkshire',
  },
  {
    name: 'Kingsley Carter Business Recovery',
    street: '45 Church Street',
    town: 'Birmingham',
    postcode: 'B3 2RT',
    region: 'West Midlands',
  },
  { name: 'Aldridge & Co Insolvency Practitioners', street: '22 Queen Square', town: 'Bristol', postcode: 'BS1 4ND' },
  { name: 'Marlowe Rescue & Recovery Limited', street: '8 St Vincent Place', town: 'Glasgow', postcode: 'G1 2DH' },
  {
    name: 'Beacon Turnaround LLP',
    street: '14 Castle Street',
    town: 'Liverpool',
    postcode: 'L2 0NE',
    region: 'Merseyside',
  },
  { name: 'Sterling Advisory (Insolvency) Limited', street: '5 Old Bailey', town: 'London', postcode: 'EC4M 7BA' },
  { name: 'Lagan Valley Insolvency', street: '30 Bedford Street', town: 'Belfast', postcode: 'BT2 7FF' },
  {
    name: 'Cathedral Insolvency Services',
    street: '2 Cathedral Road',
    town: 'Cardiff',
    postcode: 'CF11 9LJ',
    region: 'South Glamorgan',
  },
];

/** Legal persons that can be PSCs (registry-statistics §7: 0.13% of PSC records). */
export const LEGAL_PERSONS: readonly {
  name: string;
  legalForm: string;
  legalAuthority: string;
  office: { premises: string; street: string; town: string; postcode: string };
}[] = [
  {
    name: 'The Secretary of State for Business and Trade',
    legalForm: 'Corporation Sole',
    legalAuthority: 'Ministers Of The Crown Act 1975',
    office: { premises: 'Old Admiralty Building', street: 'Admiralty Place', town: 'London', postcode: 'SW1A 2DY' },
  },
  {
    name: 'Hampshire County Council',
    legalForm: 'Local Authority',
    legalAuthority: 'Local Government Act 1972',
    office: { premises: 'Elizabeth II Court', street: 'The Castle', town: 'Winchester', postcode: 'SO23 8UJ' },
  },
  {
    name: 'Leeds City Council',
    legalForm: 'Local Authority',
    legalAuthority: 'Local Government Act 1972',
    office: { premises: 'Civic Hall', street: 'Calverley Street', town: 'Leeds', postcode: 'LS1 1UR' },
  },
  {
    name: 'The Mayor and Burgesses of the London Borough of Camden',
    legalForm: 'Local Authority',
    legalAuthority: 'London Government Act 1963',
    office: { premises: '5 Pancras Square', street: 'Pancras Road', town: 'London', postcode: 'N1C 4AG' },
  },
  {
    name: 'The Scottish Ministers',
    legalForm: 'Government Body',
    legalAuthority: 'Scotland Act 1998',
    office: { premises: 'Victoria Quay', street: 'Commercial Street', town: 'Edinburgh', postcode: 'EH6 6QQ' },
  },
  {
    name: 'The Welsh Ministers',
    legalForm: 'Government Body',
    legalAuthority: 'Government Of Wales Act 2006',
    office: { premises: 'Crown Offices', street: 'Cathays Park', town: 'Cardiff', postcode: 'CF10 3NQ' },
  },
  {
    name: 'The Trustees of the Harrowfield Family Settlement',
    legalForm: 'Trust',
    legalAuthority: 'Trustee Act 2000',
    office: { premises: '4', street: 'Lincoln Square', town: 'London', postcode: 'WC2A 3LJ' },
  },
  {
    name: 'The University of Northchester',
    legalForm: 'Body Corporate',
    legalAuthority: 'Royal Charter',
    office: { premises: 'University House', street: 'Oxford Road', town: 'Manchester', postcode: 'M13 9PL' },
  },
  {
    name: 'Greater Manchester Combined Authority',
    legalForm: 'Combined Authority',
    legalAuthority: 'Local Democracy, Economic Development And Construction Act 2009',
    office: { premises: 'Tootal Buildings', street: 'Oxford Street', town: 'Manchester', postcode: 'M1 6EU' },
  },
];

/** Legal forms and authorities of UK companies as corporate PSCs and officers write them. */
export const UK_LEGAL_FORMS: Record<string, string> = {
  ltd: 'Private Company Limited By Shares',
  plc: 'Public Limited Company',
  llp: 'Limited Liability Partnership',
  'private-limited-guarant-nsc': 'Private Company Limited By Guarantee',
};

export const UK_REGISTERS: Record<string, string> = {
  'england-wales': 'Registrar Of Companies For England And Wales',
  wales: 'Registrar Of Companies For England And Wales',
  scotland: 'Registrar Of Companies For Scotland',
  'northern-ireland': 'Registrar Of Companies For Northern Ireland',
};

export const COURTS: readonly string[] = [
  'High Court Of Justice',
  'Business And Property Courts In Leeds',
  'Business And Property Courts In Manchester',
  'Business And Property Courts In Birmingham',
  'Business And Property Courts In Bristol',
  'Business And Property Courts London',
  'County Court At Central London',
  'Court Of Session',
  'Sheriff Court Of Glasgow And Strathkelvin',
  'High Court Of Justice In Northern Ireland',
];

export const PARTICULARS_POST_2013: readonly string[] = [
  'All that freehold property known as {address} and registered at HM Land Registry under title number {title}.',
  'The leasehold property known as {address}.',
  'Freehold land and buildings at {address}.',
  'All the property and undertaking of the company, including the land known as {address}.',
  'By way of first legal mortgage the property known as {address} together with all buildings and fixtures.',
];

/** A post-2013 floating charge over everything, which names no particular property. */
export const FLOATING_OVER_ALL =
  'Contains a floating charge over all the property and undertaking of the company, present and future.';

export const PARTICULARS_PRE_2013: readonly string[] = [
  'Fixed and floating charges over the undertaking and all property and assets present and future, including goodwill, bookdebts, uncalled capital, buildings, fixtures, fixed plant and machinery.',
  'All monies due or to become due from the company to the chargee on any account whatsoever.',
  'The property known as {address} together with all buildings and fixtures thereon.',
  'By way of fixed charge the benefit of all guarantees and indemnities, all book debts and other debts now and from time to time due.',
  'All that leasehold property known as {address}.',
];

export const NATURES_OF_CHARGE: readonly (readonly [string, number])[] = [
  ['Debenture', 40],
  ['Legal charge', 25],
  ['Legal mortgage', 8],
  ['Mortgage debenture', 6],
  ['Rent deposit deed', 5],
  ['Deed of charge over credit balances', 4],
  ['All assets debenture', 6],
  ['Fixed and floating charge', 6],
];

export const SCOTTISH_NATURES_OF_CHARGE: readonly (readonly [string, number])[] = [
  ['Bond & floating charge', 50],
  ['Standard security', 40],
  ['Floating charge', 10],
];
