/**
 * Word pools for the seeded profiles: names, cities, streets, phone formats and internet providers of eight
 * countries, plus the shared pools (email domains, companies, tags, browsers, devices). Every pool is fixed, so
 * the generated data is identical on every start.
 *
 * Zip patterns: `#` is a digit, `@` an upper-case letter. Phone formats: the country prefix, then `#` digits,
 * the last eight (seven for the US) of which are filled with a number unique per profile (see profiles.ts).
 * IP addresses come from the documentation ranges (RFC 5737), so no real address appears in the data.
 */

export interface CityPool {
  name: string;
  province: string;
  zip: string;
  lat: number;
  lon: number;
}

export interface CountryPool {
  code: string;
  /** Relative share of the seeded profiles. */
  weight: number;
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  cities: readonly CityPool[];
  streets: readonly string[];
  /** `{street}`, `{n}` (house number) and `{m}` (flat number). */
  addressFormats: readonly string[];
  /** E.164, e.g. `+48#########`: `#` digits; the trailing ones carry the profile's unique number. */
  phoneFormats: readonly string[];
  /** Internet providers: `[AS number, name]`. */
  isps: ReadonlyArray<readonly [number, string]>;
}

export const COUNTRY_POOLS: readonly CountryPool[] = [
  {
    code: 'PL',
    weight: 30,
    female: [
      'Anna',
      'Maria',
      'Katarzyna',
      'Małgorzata',
      'Agnieszka',
      'Zofia',
      'Julia',
      'Magdalena',
      'Joanna',
      'Aleksandra',
    ],
    male: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Jakub', 'Marcin', 'Łukasz', 'Andrzej', 'Kacper'],
    last: [
      'Nowak',
      'Wójcik',
      'Kowalczyk',
      'Mazur',
      'Krawczyk',
      'Kaczmarek',
      'Zając',
      'Król',
      'Wróbel',
      'Pawlak',
      'Walczak',
      'Stępień',
      'Michalak',
      'Sikora',
      'Baran',
      'Dudek',
    ],
    cities: [
      { name: 'Warszawa', province: 'Mazowieckie', zip: '0#-###', lat: 52.2297, lon: 21.0122 },
      { name: 'Kraków', province: 'Małopolskie', zip: '3#-###', lat: 50.0647, lon: 19.945 },
      { name: 'Wrocław', province: 'Dolnośląskie', zip: '5#-###', lat: 51.1079, lon: 17.0385 },
      { name: 'Gdańsk', province: 'Pomorskie', zip: '80-###', lat: 54.352, lon: 18.6466 },
      { name: 'Poznań', province: 'Wielkopolskie', zip: '6#-###', lat: 52.4064, lon: 16.9252 },
      { name: 'Łódź', province: 'Łódzkie', zip: '9#-###', lat: 51.7592, lon: 19.456 },
    ],
    streets: [
      'Marszałkowska',
      'Długa',
      'Polna',
      'Lipowa',
      'Ogrodowa',
      'Słoneczna',
      'Kwiatowa',
      'Mickiewicza',
      'Kościuszki',
      'Leśna',
    ],
    addressFormats: ['ul. {street} {n}', 'ul. {street} {n}/{m}'],
    phoneFormats: ['+485########', '+486########', '+487########', '+488########'],
    isps: [
      [5617, 'Orange Polska S.A.'],
      [12741, 'Netia SA'],
      [29314, 'Vectra S.A.'],
      [8374, 'Polkomtel Sp. z o.o.'],
    ],
  },
  {
    code: 'DE',
    weight: 15,
    female: ['Lena', 'Hannah', 'Sophie', 'Lea', 'Mia', 'Emilia', 'Laura', 'Johanna', 'Clara', 'Greta'],
    male: ['Lukas', 'Leon', 'Finn', 'Jonas', 'Felix', 'Paul', 'Maximilian', 'Elias', 'Jannik', 'Moritz'],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
    ],
    cities: [
      { name: 'Berlin', province: 'Berlin', zip: '10###', lat: 52.52, lon: 13.405 },
      { name: 'München', province: 'Bayern', zip: '80###', lat: 48.1351, lon: 11.582 },
      { name: 'Hamburg', province: 'Hamburg', zip: '20###', lat: 53.5511, lon: 9.9937 },
      { name: 'Köln', province: 'Nordrhein-Westfalen', zip: '50###', lat: 50.9375, lon: 6.9603 },
      { name: 'Frankfurt am Main', province: 'Hessen', zip: '60###', lat: 50.1109, lon: 8.6821 },
      { name: 'Stuttgart', province: 'Baden-Württemberg', zip: '70###', lat: 48.7758, lon: 9.1829 },
    ],
    streets: [
      'Hauptstraße',
      'Schulstraße',
      'Gartenstraße',
      'Bahnhofstraße',
      'Dorfstraße',
      'Bergstraße',
      'Lindenstraße',
      'Goethestraße',
    ],
    addressFormats: ['{street} {n}'],
    phoneFormats: ['+49151########', '+49160########', '+49170########', '+49176########'],
    isps: [
      [3320, 'Deutsche Telekom AG'],
      [3209, 'Vodafone GmbH'],
      [6805, 'Telefonica Germany'],
      [8881, '1&1 Versatel'],
    ],
  },
  {
    code: 'GB',
    weight: 12,
    female: ['Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Grace', 'Lily', 'Freya', 'Poppy', 'Evie'],
    male: ['Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'James', 'William', 'Alfie', 'Oscar'],
    last: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Johnson',
      'Davies',
      'Evans',
      'Roberts',
      'Walker',
      "O'Brien",
    ],
    cities: [
      { name: 'London', province: 'England', zip: 'SW# #@@', lat: 51.5072, lon: -0.1276 },
      { name: 'Manchester', province: 'England', zip: 'M# #@@', lat: 53.4808, lon: -2.2426 },
      { name: 'Birmingham', province: 'England', zip: 'B# #@@', lat: 52.4862, lon: -1.8904 },
      { name: 'Edinburgh', province: 'Scotland', zip: 'EH# #@@', lat: 55.9533, lon: -3.1883 },
      { name: 'Glasgow', province: 'Scotland', zip: 'G# #@@', lat: 55.8642, lon: -4.2518 },
      { name: 'Cardiff', province: 'Wales', zip: 'CF1# #@@', lat: 51.4816, lon: -3.1791 },
    ],
    streets: [
      'High Street',
      'Station Road',
      'Church Lane',
      'Victoria Road',
      'Park Avenue',
      'Green Lane',
      'Manor Road',
      'Queen Street',
    ],
    addressFormats: ['{n} {street}', 'Flat {m}, {n} {street}'],
    phoneFormats: ['+447#########'],
    isps: [
      [2856, 'British Telecommunications PLC'],
      [5089, 'Virgin Media Limited'],
      [5607, 'Sky UK Limited'],
      [13285, 'TalkTalk'],
    ],
  },
  {
    code: 'FR',
    weight: 10,
    female: ['Louise', 'Jade', 'Emma', 'Chloé', 'Léa', 'Manon', 'Camille', 'Inès', 'Zoé', 'Juliette'],
    male: ['Gabriel', 'Louis', 'Raphaël', 'Jules', 'Hugo', 'Lucas', 'Arthur', 'Nathan', 'Théo', 'Adam'],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Lefèvre',
      'Girard',
    ],
    cities: [
      { name: 'Paris', province: 'Île-de-France', zip: '750##', lat: 48.8566, lon: 2.3522 },
      { name: 'Lyon', province: 'Auvergne-Rhône-Alpes', zip: '6900#', lat: 45.764, lon: 4.8357 },
      { name: 'Marseille', province: "Provence-Alpes-Côte d'Azur", zip: '130##', lat: 43.2965, lon: 5.3698 },
      { name: 'Toulouse', province: 'Occitanie', zip: '310##', lat: 43.6047, lon: 1.4442 },
      { name: 'Bordeaux', province: 'Nouvelle-Aquitaine', zip: '330##', lat: 44.8378, lon: -0.5792 },
      { name: 'Lille', province: 'Hauts-de-France', zip: '590##', lat: 50.6292, lon: 3.0573 },
    ],
    streets: [
      'rue de la République',
      'rue Victor Hugo',
      'avenue Jean Jaurès',
      'rue Pasteur',
      'boulevard Voltaire',
      'rue de la Paix',
    ],
    addressFormats: ['{n} {street}'],
    phoneFormats: ['+336########', '+337########'],
    isps: [
      [3215, 'Orange S.A.'],
      [12322, 'Free SAS'],
      [5410, 'Bouygues Telecom'],
      [15557, 'SFR SA'],
    ],
  },
  {
    code: 'ES',
    weight: 8,
    female: ['Lucía', 'Sofía', 'Martina', 'María', 'Paula', 'Valeria', 'Carmen', 'Elena', 'Daniela', 'Julia'],
    male: ['Hugo', 'Mateo', 'Martín', 'Lucas', 'Leo', 'Daniel', 'Alejandro', 'Pablo', 'Álvaro', 'Javier'],
    last: [
      'García',
      'Rodríguez',
      'González',
      'Fernández',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Ruiz',
      'Díaz',
      'Moreno',
    ],
    cities: [
      { name: 'Madrid', province: 'Comunidad de Madrid', zip: '280##', lat: 40.4168, lon: -3.7038 },
      { name: 'Barcelona', province: 'Cataluña', zip: '080##', lat: 41.3874, lon: 2.1686 },
      { name: 'Valencia', province: 'Comunidad Valenciana', zip: '460##', lat: 39.4699, lon: -0.3763 },
      { name: 'Sevilla', province: 'Andalucía', zip: '410##', lat: 37.3891, lon: -5.9845 },
      { name: 'Bilbao', province: 'País Vasco', zip: '480##', lat: 43.263, lon: -2.935 },
      { name: 'Málaga', province: 'Andalucía', zip: '290##', lat: 36.7213, lon: -4.4214 },
    ],
    streets: ['Calle Mayor', 'Calle Real', 'Avenida de la Constitución', 'Calle del Sol', 'Gran Vía', 'Calle San Juan'],
    addressFormats: ['{street} {n}', '{street} {n}, {m}º'],
    phoneFormats: ['+346########', '+347########'],
    isps: [
      [3352, 'Telefonica de Espana'],
      [12479, 'Orange Espagne'],
      [12430, 'Vodafone Spain'],
      [12338, 'Euskaltel'],
    ],
  },
  {
    code: 'IT',
    weight: 8,
    female: ['Sofia', 'Giulia', 'Aurora', 'Alice', 'Ginevra', 'Emma', 'Giorgia', 'Beatrice', 'Chiara', 'Francesca'],
    male: [
      'Leonardo',
      'Francesco',
      'Alessandro',
      'Lorenzo',
      'Mattia',
      'Tommaso',
      'Gabriele',
      'Andrea',
      'Riccardo',
      'Niccolò',
    ],
    last: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Gallo',
    ],
    cities: [
      { name: 'Roma', province: 'Lazio', zip: '001##', lat: 41.9028, lon: 12.4964 },
      { name: 'Milano', province: 'Lombardia', zip: '201##', lat: 45.4642, lon: 9.19 },
      { name: 'Napoli', province: 'Campania', zip: '801##', lat: 40.8518, lon: 14.2681 },
      { name: 'Torino', province: 'Piemonte', zip: '101##', lat: 45.0703, lon: 7.6869 },
      { name: 'Bologna', province: 'Emilia-Romagna', zip: '401##', lat: 44.4949, lon: 11.3426 },
      { name: 'Firenze', province: 'Toscana', zip: '501##', lat: 43.7696, lon: 11.2558 },
    ],
    streets: [
      'Via Roma',
      'Via Garibaldi',
      'Via Mazzini',
      'Corso Italia',
      'Via Dante',
      'Via Verdi',
      'Piazza della Repubblica',
    ],
    addressFormats: ['{street} {n}'],
    phoneFormats: ['+3932########', '+3933########', '+3934########', '+3935########'],
    isps: [
      [3269, 'Telecom Italia S.p.A.'],
      [30722, 'Vodafone Italia S.p.A.'],
      [12874, 'Fastweb SpA'],
      [1267, 'Wind Tre S.p.A.'],
    ],
  },
  {
    code: 'NL',
    weight: 7,
    female: ['Emma', 'Julia', 'Sophie', 'Tess', 'Zoë', 'Mila', 'Sara', 'Anna', 'Fleur', 'Noor'],
    male: ['Noah', 'Sem', 'Lucas', 'Liam', 'Levi', 'Daan', 'Finn', 'Milan', 'Bram', 'Jesse'],
    last: [
      'de Jong',
      'Jansen',
      'de Vries',
      'van den Berg',
      'van Dijk',
      'Bakker',
      'Visser',
      'Smit',
      'Meijer',
      'de Boer',
      'Mulder',
      'Bos',
    ],
    cities: [
      { name: 'Amsterdam', province: 'Noord-Holland', zip: '10## @@', lat: 52.3676, lon: 4.9041 },
      { name: 'Rotterdam', province: 'Zuid-Holland', zip: '30## @@', lat: 51.9244, lon: 4.4777 },
      { name: 'Utrecht', province: 'Utrecht', zip: '35## @@', lat: 52.0907, lon: 5.1214 },
      { name: 'Den Haag', province: 'Zuid-Holland', zip: '25## @@', lat: 52.0705, lon: 4.3007 },
      { name: 'Eindhoven', province: 'Noord-Brabant', zip: '56## @@', lat: 51.4416, lon: 5.4697 },
      { name: 'Groningen', province: 'Groningen', zip: '97## @@', lat: 53.2194, lon: 6.5665 },
    ],
    streets: [
      'Kerkstraat',
      'Dorpsstraat',
      'Schoolstraat',
      'Molenweg',
      'Stationsweg',
      'Julianalaan',
      'Wilhelminastraat',
    ],
    addressFormats: ['{street} {n}'],
    phoneFormats: ['+316########'],
    isps: [
      [1136, 'KPN B.V.'],
      [33915, 'Vodafone Libertel B.V.'],
      [50266, 'Odido Netherlands'],
      [9143, 'Ziggo B.V.'],
    ],
  },
  {
    code: 'US',
    weight: 10,
    female: ['Olivia', 'Emma', 'Charlotte', 'Amelia', 'Sophia', 'Mia', 'Harper', 'Evelyn', 'Abigail', 'Madison'],
    male: ['Liam', 'Noah', 'Oliver', 'James', 'Elijah', 'William', 'Henry', 'Lucas', 'Benjamin', 'Ethan'],
    last: [
      'Smith',
      'Johnson',
      'Williams',
      'Brown',
      'Jones',
      'Miller',
      'Davis',
      'Garcia',
      'Rodriguez',
      'Wilson',
      'Martinez',
      'Anderson',
    ],
    cities: [
      { name: 'New York', province: 'NY', zip: '100##', lat: 40.7128, lon: -74.006 },
      { name: 'Los Angeles', province: 'CA', zip: '900##', lat: 34.0522, lon: -118.2437 },
      { name: 'Chicago', province: 'IL', zip: '606##', lat: 41.8781, lon: -87.6298 },
      { name: 'Houston', province: 'TX', zip: '770##', lat: 29.7604, lon: -95.3698 },
      { name: 'Seattle', province: 'WA', zip: '981##', lat: 47.6062, lon: -122.3321 },
      { name: 'Boston', province: 'MA', zip: '021##', lat: 42.3601, lon: -71.0589 },
    ],
    streets: [
      'Main Street',
      'Oak Avenue',
      'Maple Drive',
      'Washington Street',
      'Park Place',
      'Cedar Lane',
      'Elm Street',
      'Lake Shore Drive',
    ],
    addressFormats: ['{n} {street}', '{n} {street}, Apt {m}'],
    phoneFormats: ['+1212#######', '+1310#######', '+1312#######', '+1713#######', '+1206#######', '+1617#######'],
    isps: [
      [7922, 'Comcast Cable Communications'],
      [7018, 'AT&T Services'],
      [701, 'Verizon Business'],
      [20115, 'Charter Communications'],
    ],
  },
];

/** A few domains for the seeded emails; `.demo.test` and `example.*` never reach a real mailbox. */
export const EMAIL_DOMAINS = [
  'example.com',
  'example.org',
  'example.net',
  'mail.demo.test',
  'inbox.demo.test',
  'post.demo.test',
];

export const COMPANIES = [
  'Acme Logistics',
  'Globex Corporation',
  'Initech',
  'Umbrella Foods',
  'Stark Engineering',
  'Wayne Enterprises',
  'Hooli',
  'Vandelay Industries',
  'Pied Piper',
  'Soylent Nutrition',
  'Cyberdyne Systems',
  'Gringotts Consulting',
];

export const LOYALTY_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export const CATEGORIES = [
  'shoes',
  'outdoor',
  'electronics',
  'books',
  'kids',
  'home',
  'beauty',
  'sports',
  'garden',
  'fashion',
];
export const TAGS = [
  'newsletter',
  'loyalty-club',
  'mobile-app',
  'store-visitor',
  'black-friday',
  'churn-risk',
  'b2b',
  'beta-tester',
  'vip',
];

/** `[browser, versions, device kinds it appears on]`. */
export const BROWSERS: ReadonlyArray<
  readonly [string, readonly string[], readonly ('desktop' | 'mobile' | 'tablet')[]]
> = [
  ['Chrome', ['131.0', '132.0', '133.0'], ['desktop', 'mobile', 'tablet']],
  ['Safari', ['17.6', '18.2', '18.3'], ['desktop', 'mobile', 'tablet']],
  ['Firefox', ['133.0', '134.0', '135.0'], ['desktop', 'mobile']],
  ['Edge', ['131.0', '132.0'], ['desktop']],
  ['Samsung Internet', ['26.0', '27.0'], ['mobile', 'tablet']],
  ['Opera', ['115.0', '116.0'], ['desktop', 'mobile']],
];

export const OPERATING_SYSTEMS: Record<'desktop' | 'mobile' | 'tablet', readonly string[]> = {
  desktop: ['Windows 11', 'Windows 10', 'macOS 15', 'macOS 14', 'Ubuntu 24.04'],
  mobile: ['Android 15', 'Android 14', 'iOS 18', 'iOS 17'],
  tablet: ['iPadOS 18', 'Android 14'],
};

/** `[type, manufacturer, model, product, osVersion, screenHeight, screenWidth]` of linked mobile devices. */
export const DEVICES: ReadonlyArray<readonly [string, string, string, string, string, number, number]> = [
  ['android', 'samsung', 'SM-S921B', 'e1sxeea', '14', 2340, 1080],
  ['android', 'samsung', 'SM-A546B', 'a54xnseea', '14', 2340, 1080],
  ['android', 'Google', 'Pixel 8', 'shiba', '15', 2400, 1080],
  ['android', 'Xiaomi', '23127PN0CG', 'houji_eea', '14', 2670, 1200],
  ['ios', 'Apple', 'iPhone15,2', 'iPhone 14 Pro', '18.2', 2556, 1179],
  ['ios', 'Apple', 'iPhone16,1', 'iPhone 15 Pro', '18.3', 2556, 1179],
  ['ios', 'Apple', 'iPhone14,5', 'iPhone 13', '17.6', 2532, 1170],
];
