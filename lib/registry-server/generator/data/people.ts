// Word lists for people: forenames and surnames by origin, titles, nationalities,
// countries of residence and occupations. Weights follow research/registry-statistics.md §6.

/** Space-separated words; an underscore joins a multi-word name ("Van_der_Merwe"). Duplicates dropped. */
const words = (text: string): readonly string[] => [
  ...new Set(
    text
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/_/g, ' ')),
  ),
];

export interface NameOrigin {
  readonly nationality: string;
  /** Country of residence used when the person does not live in the UK. */
  readonly homeCountry: string;
  readonly male: readonly string[];
  readonly female: readonly string[];
  readonly surnames: readonly string[];
}

const BRITISH_MALE = words(`
  James John Robert Michael David William Richard Thomas Christopher Daniel Matthew Anthony Mark Paul Andrew
  Steven Stephen Kenneth Joshua Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas
  Eric Jonathan Peter Simon Martin Neil Ian Graham Colin Keith Alan Philip Stuart Adam Lee Craig Darren Dean
  Wayne Shaun Carl Barry Trevor Nigel Malcolm Derek Roger Geoffrey Clive Howard Gordon Douglas Alistair Alasdair
  Hamish Callum Fraser Euan Ewan Angus Duncan Gareth Rhys Dylan Owen Emyr Huw Dafydd Gethin Ieuan Aled Liam
  Connor Sean Patrick Ciaran Declan Niall Eoin Oliver Harry Jack Charlie Alfie Freddie Archie Henry Leo Oscar
  Theo Arthur Noah Lucas Max Samuel Benjamin Joseph Alexander Luke Nathan Jamie Aaron Scott Ross Kieran Bradley
  Jordan Tom Ben Sam Joe Dan Rob Chris Tony Robin Hugh Rupert Giles Julian Jeremy Dominic Marcus Toby Edmund
  Frederick Albert Ernest Harold Walter Leonard Raymond Dennis Frank Stanley Norman Bernard Maurice Terence
  Gerald Vincent Francis Lewis Louis Elliot Elliott Jake Josh Harvey Finley Reece Tyler Kyle Mohammed Ahmed Ali
  Omar Hassan Yusuf Ibrahim Imran Tariq Adrian Russell Roy Gregory Jonathon Nathaniel Sebastian Rory Fergus
`);
const BRITISH_FEMALE = words(`
  Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Margaret Sandra Ashley
  Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Rebecca Laura Sharon Cynthia Kathleen Amy Shirley
  Angela Helen Anna Brenda Pamela Nicola Samantha Katherine Catherine Christine Debra Rachel Emma Carolyn Janet
  Ruth Maria Heather Diane Virginia Julie Joyce Victoria Kelly Christina Lauren Joan Evelyn Olivia Judith Megan
  Cheryl Andrea Hannah Jacqueline Martha Gloria Teresa Ann Anne Sara Madison Frances Kathryn Janice Jean Abigail
  Alice Judy Sophia Grace Denise Amber Doris Marilyn Danielle Beverley Isabella Theresa Diana Natalie Brittany
  Charlotte Marie Kayla Alexis Lori Tracey Tracy Joanne Claire Louise Gemma Kirsty Leanne Hayley Kerry Zoe
  Lucy Sophie Chloe Jade Ellie Holly Katie Georgia Bethany Abbie Millie Poppy Isla Ava Mia Freya Evie Ruby Lily
  Eilidh Morag Fiona Mhairi Shona Catriona Ailsa Iona Sian Rhian Ffion Cerys Bethan Nia Eleri Siobhan Niamh
  Aoife Roisin Orla Ciara Sinead Caitlin Yvonne Lorraine Wendy Gillian Alison Jill Valerie Maureen Sheila
  Eileen Irene Brenda Dorothy Hilary Penelope Rosemary Harriet Imogen Philippa Annabel Clementine Florence
  Matilda Elsie Edith Ivy Violet Phoebe Esme Aisha Fatima Zara Amina Yasmin Nadia Priya Sana Samira
`);
const BRITISH_SURNAMES = words(`
  Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Johnson Roberts Robinson Thompson Wright Walker
  White Edwards Hughes Green Hall Lewis Harris Clarke Patel Jackson Wood Turner Martin Cooper Hill Ward Morris
  Moore Clark Lee King Baker Harrison Morgan Allen James Scott Phillips Watson Davis Parker Price Bennett Young
  Griffiths Mitchell Kelly Cook Carter Richardson Bailey Collins Bell Shaw Murphy Miller Cox Richards Khan
  Marshall Anderson Simpson Ellis Adams Singh Begum Wilkinson Foster Chapman Powell Webb Rogers Gray Mason Ali
  Hunt Hussain Campbell Matthews Owen Palmer Holmes Mills Barnes Knight Lloyd Butler Russell Barker Fisher
  Stevens Jenkins Murray Dixon Harvey Graham Pearson Ahmed Fletcher Walsh Kaur Gibson Howard Andrews Stewart
  Elliott Reynolds Saunders Payne Fox Ford Pearce Day Brooks West Lawrence Cole Atkinson Bradley Spencer Gill
  Dawson Ball Burton O'Brien Watts Rose Booth Perry Ryan Grant Wells Armstrong Francis Rees Hayes Hart Hudson
  Newman Barrett Webster Hunter Gregory Carr Lowe Page Marsh Riley Dunn Woods Parsons Berry Stone Reid Holland
  Hawkins Harding Porter Robertson Newton Oliver Reed Kennedy Williamson Bird Gardner Shah Dean Lane Cooke Bates
  Henderson Parry Burgess Bishop Walton Burns Nicholson Shepherd Ross Cross Long Freeman Warren Nicholls Hamilton
  Byrne Sutton McDonald Yates Hodgson Robson Curtis Hopkins O'Connor Harper Coleman Watkins Moss McCarthy Chambers
  O'Neill Griffin Sharp Hardy Wheeler Potter Osborne Johnston Gordon Doyle Wallace George Jordan Hutchinson Rowe
  Burke May Pritchard Gilbert Willis Higgins Read Miles Stevenson Stephenson Hammond Arnold Buckley Walters
  Hewitt Barber Nelson Slater Austin Sullivan Whitehead Mann Frost Lambert Stephens Blake Akhtar Lynch Goodwin
  Barton Woodward Thomson Cunningham Quinn Barnett Baxter Bibi Clayton Nash Greenwood Jennings Holt Kemp Poole
  Gallagher Bond Stokes Tucker Davidson Fowler Heath Norman Middleton Lawson Banks French Stanley Jarvis Gibbs
  Ferguson Hayward Carroll Douglas Hicks Steele Atkins Randall Coates Tyler Swift Fraser Kirk Sheppard Pollard
  Hale Norris Humphreys Dyer Sanderson Horton Pugh Brennan Hilton Ashworth Sinclair Lord Hanson Fleming Whittaker
  Farrell Kaye Mclean Macdonald Mackenzie Maclean Macleod Mackay Mcintosh Paterson Crawford Duncan Cameron Munro
  Kerr Ritchie Buchanan Wallace Watt Millar Boyle Docherty Mcgregor Hamilton Gillespie Rennie Baird Sutherland
  Llewellyn Vaughan Powell Bowen Prosser Howells Jenkins Gwynne Meredith Parry Probert Beynon Lewis Pryce
  Whitfield Ashton Brookes Cartwright Fairclough Halliwell Hargreaves Kershaw Metcalfe Ormerod Pickering Rawlinson
  Sutcliffe Thwaites Wainwright Winterbottom Ackroyd Birtwistle Braithwaite Crowther Dobson Entwistle Haworth
  Beckett Bamford Cullen Denton Eastwood Fenwick Garside Hollis Ingram Kendall Lockwood Mercer Nuttall Oakley
  Preston Radcliffe Scholes Tennant Underwood Vickers Wadsworth Yeoman Ainsworth Blackburn Calvert Dalton
  Emerson Fielding Goddard Hartley Irving Jolly Kirkham Lister Marriott Noble Oldham Pemberton Quigley Royle
`);

export const BRITISH: NameOrigin = {
  nationality: 'British',
  homeCountry: 'United Kingdom',
  male: BRITISH_MALE,
  female: BRITISH_FEMALE,
  surnames: BRITISH_SURNAMES,
};

const origin = (
  nationality: string,
  homeCountry: string,
  male: string,
  female: string,
  surnames: string,
): NameOrigin => ({
  nationality,
  homeCountry,
  male: words(male),
  female: words(female),
  surnames: words(surnames),
});

export const FOREIGN_ORIGINS: readonly (readonly [NameOrigin, number])[] = [
  [
    origin(
      'Irish',
      'Ireland',
      'Sean Padraig Eoin Cian Darragh Conor Ronan Fionn Oisin Colm Donal Cathal Brendan Kieran Shane',
      'Aoife Niamh Saoirse Ciara Roisin Orla Sinead Grainne Aisling Clodagh Emer Maeve Deirdre Siobhan Caoimhe',
      "Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill Doyle McCarthy Gallagher Doherty Kennedy Lynch Murray Quinn Moore McLoughlin Carroll Connolly Daly Brennan Fitzgerald Kavanagh Nolan Hogan",
    ),
    13,
  ],
  [
    origin(
      'Indian',
      'India',
      'Rahul Amit Rajesh Sanjay Vikram Arjun Anil Suresh Deepak Ravi Nikhil Sunil Manoj Ajay Vijay Karan Rohan',
      'Priya Anjali Sunita Kavita Pooja Neha Deepa Meena Lakshmi Shreya Asha Divya Nisha Rekha Anita',
      'Sharma Patel Gupta Singh Kumar Mehta Shah Joshi Reddy Nair Iyer Rao Kapoor Malhotra Chopra Verma Desai Agarwal Bhatt Mistry Pillai Menon',
    ),
    10,
  ],
  [
    origin(
      'Polish',
      'Poland',
      'Piotr Krzysztof Andrzej Tomasz Pawel Marcin Michal Lukasz Jakub Grzegorz Mateusz Wojciech Adam Kamil Marek',
      'Anna Katarzyna Malgorzata Agnieszka Barbara Ewa Magdalena Joanna Monika Aleksandra Natalia Paulina Karolina Marta Justyna',
      'Nowak Kowalski Wisniewski Wojcik Kowalczyk Kaminski Lewandowski Zielinski Szymanski Wozniak Dabrowski Kozlowski Jankowski Mazur Kwiatkowski Krawczyk',
    ),
    9,
  ],
  [
    origin(
      'Chinese',
      'China',
      'Wei Jun Hao Ming Lei Jian Tao Qiang Yong Bo Feng Gang Chen Hui Long',
      'Li Xia Mei Ying Hua Fang Jing Yan Lan Hong Xin Yu Ling Na Qing',
      'Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin He Gao Luo',
    ),
    8,
  ],
  [
    origin(
      'Romanian',
      'Romania',
      'Andrei Alexandru Mihai Ionut Florin Adrian Bogdan Cristian Marius Gabriel Stefan Vlad Catalin Razvan',
      'Elena Ioana Maria Andreea Alexandra Cristina Mihaela Gabriela Diana Raluca Simona Roxana Laura Irina',
      'Popescu Ionescu Popa Pop Radu Dumitru Stan Stoica Gheorghe Matei Ciobanu Rusu Munteanu Florea Constantin Lungu',
    ),
    8,
  ],
  [
    origin(
      'Italian',
      'Italy',
      'Marco Luca Giuseppe Francesco Alessandro Andrea Matteo Lorenzo Davide Stefano Paolo Giovanni Roberto Simone',
      'Giulia Francesca Chiara Sara Martina Valentina Alessandra Elena Federica Silvia Paola Laura Anna Roberta',
      'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca Costa Giordano Mancini Rizzo Lombardi Moretti',
    ),
    7,
  ],
  [
    origin(
      'Nigerian',
      'Nigeria',
      'Chinedu Emeka Oluwaseun Tunde Adebayo Chukwuemeka Ifeanyi Obinna Segun Babatunde Femi Kunle Uche Nnamdi',
      'Chioma Ngozi Adaeze Funmilayo Yetunde Folake Nkechi Amaka Blessing Oluwakemi Titilayo Ifeoma Bukola Temitope',
      'Okafor Adeyemi Okonkwo Eze Nwosu Adebayo Ogunleye Balogun Olawale Chukwu Obi Afolabi Bello Oyelaran Nnadi Akinola',
    ),
    6,
  ],
  [
    origin(
      'Pakistani',
      'Pakistan',
      'Muhammad Ahmed Ali Hassan Usman Bilal Faisal Imran Kamran Zeeshan Asif Tariq Waqas Adnan',
      'Ayesha Fatima Sana Hina Saima Nadia Rabia Sadia Amna Mehwish Bushra Shazia Zainab Maryam',
      'Khan Ahmed Malik Hussain Iqbal Butt Chaudhry Qureshi Raza Sheikh Akhtar Mahmood Rashid Aslam Javed Mirza',
    ),
    6,
  ],
  [
    origin(
      'American',
      'United States',
      'Michael Christopher Joshua Tyler Brandon Justin Austin Kevin Bradley Cody Dustin Travis Chad Garrett',
      'Ashley Jessica Brittany Amanda Megan Lauren Kayla Courtney Madison Taylor Morgan Heather Kimberly Tiffany',
      'Johnson Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Anderson Thomas Jackson Moore Martin Thompson Garcia Clark Lewis Walker Allen',
    ),
    5,
  ],
  [
    origin(
      'French',
      'France',
      'Jean Pierre Nicolas Julien Thomas Antoine Mathieu Guillaume Olivier Sebastien Laurent Francois Alexandre Maxime',
      'Marie Sophie Camille Julie Claire Isabelle Nathalie Aurelie Celine Emilie Manon Chloe Anne Helene',
      'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Fournier',
    ),
    5,
  ],
  [
    origin(
      'German',
      'Germany',
      'Thomas Michael Andreas Stefan Christian Markus Matthias Alexander Jan Tobias Florian Sebastian Daniel Klaus',
      'Sabine Julia Katharina Anna Petra Claudia Nicole Stefanie Andrea Monika Susanne Lena Laura Birgit',
      'Muller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schroder Neumann Zimmermann Braun',
    ),
    5,
  ],
  [
    origin(
      'Spanish',
      'Spain',
      'Javier Carlos Miguel Alejandro David Daniel Pablo Jorge Manuel Sergio Alberto Fernando Antonio Raul',
      'Lucia Maria Carmen Laura Elena Marta Paula Sara Cristina Ana Isabel Beatriz Patricia Rocio',
      'Garcia Fernandez Gonzalez Rodriguez Lopez Martinez Sanchez Perez Gomez Martin Jimenez Ruiz Hernandez Diaz Moreno Alvarez Romero Navarro',
    ),
    4,
  ],
  [
    origin(
      'South African',
      'South Africa',
      'Johan Pieter Thabo Sipho Willem Jacques Andile Francois Hendrik Lungile Riaan Sizwe',
      'Anele Nomvula Thandeka Marelize Annelie Zanele Lerato Elmarie Naledi Karin Lindiwe Chantelle',
      'Naidoo Botha Van_der_Merwe Nkosi Dlamini Pretorius Du_Plessis Ndlovu Venter Mokoena Steyn Khumalo Fourie',
    ),
    3,
  ],
  [
    origin(
      'Australian',
      'Australia',
      'Lachlan Mitchell Brett Shane Darren Cameron Blake Hamish Bradley Jarrod Corey Travis',
      'Kylie Tegan Jessica Chloe Brooke Rebecca Stacey Kirsten Tahlia Renee Kristy Belinda',
      'Smith Jones Williams Brown Wilson Taylor Nguyen Johnson Martin White Anderson Walker Thompson Ryan Kelly',
    ),
    4,
  ],
  [
    origin(
      'Filipino',
      'Philippines',
      'Jose Mark John Michael Christian Angelo Paolo Rodel Jerome Ramon Rogelio Jayson',
      'Maria Kristine Joy Grace Lovely Rowena Marites Aileen Charmaine Jocelyn Ma Cristina',
      'Santos Reyes Cruz Bautista Ocampo Garcia Mendoza Torres Tomas Andrada Castillo Flores Villanueva Ramos Aquino',
    ),
    3,
  ],
];

/** Nationality of British-named people: British mostly, sometimes given as a home nation. */
export const BRITISH_NATIONALITIES: readonly (readonly [string, number])[] = [
  ['British', 92],
  ['English', 3],
  ['Scottish', 1.5],
  ['Welsh', 1],
  ['Northern Irish', 0.5],
  ['Irish', 2],
];

export const OCCUPATIONS: readonly (readonly [string, number])[] = [
  ['Director', 30],
  ['Company Director', 22],
  ['Managing Director', 6],
  ['Consultant', 5],
  ['Businessman', 3],
  ['Businesswoman', 1.5],
  ['Accountant', 3],
  ['Chartered Accountant', 1.5],
  ['Engineer', 3],
  ['Software Engineer', 2],
  ['Property Developer', 2],
  ['Property Investor', 1.5],
  ['Builder', 2],
  ['Electrician', 1],
  ['Plumber', 0.8],
  ['Retired', 2],
  ['Solicitor', 1.5],
  ['IT Consultant', 2],
  ['Management Consultant', 1.5],
  ['Self Employed', 2],
  ['Sales Director', 1],
  ['Finance Director', 1.2],
  ['Chief Executive', 0.8],
  ['Chief Financial Officer', 0.6],
  ['Operations Director', 0.8],
  ['Marketing Consultant', 0.6],
  ['Architect', 0.5],
  ['Doctor', 0.6],
  ['Dentist', 0.4],
  ['Nurse', 0.4],
  ['Teacher', 0.5],
  ['Chef', 0.5],
  ['Restaurateur', 0.4],
  ['Hairdresser', 0.4],
  ['Driver', 0.6],
  ['Farmer', 0.6],
  ['Designer', 0.6],
  ['Photographer', 0.3],
  ['Personal Trainer', 0.3],
  ['Care Worker', 0.3],
  ['Investment Manager', 0.5],
  ['Banker', 0.4],
  ['Surveyor', 0.4],
  ['Recruitment Consultant', 0.4],
  ['Entrepreneur', 0.8],
  ['None', 1.5],
];

export const MALE_TITLES: readonly (readonly [string, number])[] = [
  ['Mr', 90],
  ['Dr', 3],
  ['', 6],
  ['Sir', 0.3],
  ['Professor', 0.4],
  ['Lord', 0.05],
];

export const FEMALE_TITLES: readonly (readonly [string, number])[] = [
  ['Mrs', 45],
  ['Ms', 24],
  ['Miss', 20],
  ['Dr', 3],
  ['', 7],
  ['Professor', 0.3],
  ['Dame', 0.1],
];
