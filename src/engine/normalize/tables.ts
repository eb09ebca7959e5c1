// The USPS tables as lookup maps. Built from the data files' text (src/data), so the engine never reads files.
import { buildPhraseIndex, type PhraseIndex } from './phrases.js';
import { buildSuffixTypos } from './suffix-typos.js';
import { buildTypeCuts } from './type-cuts.js';
import { parseTableText, rowsOf, type TableSection } from './table-text.js';
import { hasDigitUnitWord, unitStartWords } from './unit.js';

/** The raw text of every data file, by file name without extension. */
export interface TableTexts {
  states: string;
  directionals: string;
  'street-suffixes': string;
  'secondary-units': string;
  highways: string;
  'po-boxes': string;
  'rural-routes': string;
  military: string;
  ordinals: string;
  tens: string;
  'city-words': string;
  countries: string;
  cardinals: string;
  'common-suffixes': string;
  'pre-types': string;
  'street-suffixes-extra': string;
  'building-suffixes': string;
  'name-particles': string;
  'building-words': string;
  'county-words': string;
  'parse-words': string;
  'name-words': string;
}

export const TABLE_NAMES: readonly (keyof TableTexts)[] = [
  'states',
  'directionals',
  'street-suffixes',
  'secondary-units',
  'highways',
  'po-boxes',
  'rural-routes',
  'military',
  'ordinals',
  'tens',
  'city-words',
  'countries',
  'cardinals',
  'common-suffixes',
  'pre-types',
  'street-suffixes-extra',
  'building-suffixes',
  'name-particles',
  'building-words',
  'county-words',
  'parse-words',
  'name-words',
];

export interface UnitDesignator {
  abbrev: string;
  needsNumber: boolean;
}

export interface HighwayForm {
  /** display prefix before the route number, with '{ST}' replaced by the state code at parse time */
  display: string;
  /** true when the form starts with a state code or name ({ST}) */
  statePrefix: boolean;
}

/** Known places (optional: built from a ZIP table by the caller, see places.ts). */
export interface Places {
  /** state code → city names in match form (SAINT LOUIS) */
  cities: Map<string, Set<string>>;
  /** ZIP → its city in match form */
  zipCity: Map<string, string>;
  /** cities with many ZIP codes (CHICAGO, BROOKLYN): known well enough to close a line with no state or ZIP */
  bigCities: Set<string>;
  /** the last word of every big city (a one-lookup no for most lines) */
  bigCityEnds: Set<string>;
  /** the most words any city name has */
  maxWords: number;
  /** '012MA': each ZIP area (first three digits) with a state it lies in */
  zipAreas: Set<string>;
}

export interface Tables {
  /** every way to write a state (code, name, variant; multi-word) → USPS code */
  states: PhraseIndex<string>;
  stateCodes: Set<string>;
  stateNames: Map<string, string>;
  militaryStates: Set<string>;
  /** NORTH / N → N */
  directionals: Map<string, string>;
  /** NO → N: words that are a postdirectional only right after a street type (13TH AVE NO) */
  typeDirectionals: Map<string, string>;
  /** N, SO, NO → NORTH, SOUTH (a city's first word is spelled out: N HOLLYWOOD → NORTH HOLLYWOOD) */
  directionNames: Map<string, string>;
  /** every C1 variant → standard abbreviation */
  suffixes: Map<string, string>;
  /**
   * street types county files abbreviate outside C1 (BL → BLVD, LA → LN); read only as the last word of a
   * street being standardized, never to find where a street ends (LA GRANGE, ALAMEDA DE LA PULGA)
   */
  extraSuffixes: Map<string, string>;
  /** standard abbreviation → primary name (AVE → AVENUE) */
  suffixNames: Map<string, string>;
  /** every C2 variant → designator */
  units: Map<string, UnitDesignator>;
  /** every word without a digit or dash that can open a unit (matchUnit's one-lookup no for most words) */
  unitStarts: Set<string>;
  /** a unit, street-type or ordinal word is all digits (none is in the shipped tables): matchUnit's short cut for numbers needs none */
  digitUnitWords: boolean;
  /** every word a box-style line can open with: PO BOX, RR, HC, PSC …, GENERAL (matchBoxLine's one-lookup no) */
  boxStarts: Set<string>;
  /** every word a highway can open with (a highway type's or a state's first word): matchHighway's one-lookup no */
  highwayStarts: Set<string>;
  /** highway type phrases (after any state prefix) → form */
  highways: PhraseIndex<HighwayForm>;
  /** words after a route number that belong to the route's name (BUSINESS, BYP) → as printed */
  routeQualifiers: Map<string, string>;
  /** route types read as the street's type after a name word (BEDFORD LOOP 102) */
  routeTypesAfterName: Set<string>;
  /** words naming a stretch of a route after its number (VT ROUTE 7B CENTRAL) */
  routeStretches: Set<string>;
  /** highway phrases that follow a state prefix (VT ROUTE, VT HWY, VT alone) */
  stateHighways: PhraseIndex<HighwayForm>;
  poBox: PhraseIndex<string>;
  rural: PhraseIndex<string>;
  /** route words that make a rural route only when a BOX follows (RT 1 BOX 81) */
  ruralWithBox: PhraseIndex<string>;
  militaryUnits: PhraseIndex<string>;
  militaryPostOffices: PhraseIndex<string>;
  /** FIFTH → 5TH */
  ordinals: Map<string, string>;
  /** TWENTY → 20 */
  tens: Map<string, number>;
  /** every ordinal and tens word: ordinalAt's one-lookup no for most words */
  ordinalStarts: Set<string>;
  /** ST → SAINT in city names */
  cityWords: Map<string, string>;
  /** C1 standard abbreviation → primary name in a city of two or more words (PALM BCH GDNS → PALM BEACH GARDENS) */
  cityAbbrevs: Map<string, string>;
  usCountry: PhraseIndex<true>;
  otherCountries: PhraseIndex<true>;
  /** ONE → 1 (house numbers written as words) */
  cardinals: Map<string, string>;
  /** 1 → ONE: the first word cardinals.txt gives each number */
  cardinalWords: Map<string, string>;
  /** a word a street name's match key spells out → the word (ST → SAINT, MNTN → MOUNTAIN: name-words.txt) */
  nameWords: Map<string, string>;
  /** the words spelled out even as a whole name (MT → MOUNT; a street named MTN keeps MTN): name-words.txt's first section */
  nameWordsAlone: Set<string>;
  /** suffix abbreviations that end a street even when written in full (STREET, ROAD…) */
  commonSuffixes: Set<string>;
  /** street types that also name buildings (CTR, PLZ): ONE MIDTOWN PLAZA 1360 PEACHTREE ST */
  buildingSuffixes: Set<string>;
  /** one-typo spellings of a common street type that can mean nothing else (STREE → ST, HGWY → HWY) */
  suffixTypos: Map<string, string>;
  /** a two-letter common type's name with one letter dropped → the type (ROD → RD), read only by parse/rules/suffix-cut.ts */
  typeCuts: Map<string, string>;
  /** words after an initial inside a name (P DE LEON): the initial is not the house number's letter */
  nameParticles: Set<string>;
  /** words naming one building of a complex before its number (TOWER 5, ANNEX B) */
  buildingWords: Set<string>;
  /** words closing a county's name (COUNTY, PARISH): such a part is no city */
  countyWords: Set<string>;
  /** Spanish street types written before the name (CALLE, AVENIDA) */
  preTypes: Set<string>;
  /** words opening a recipient line (ATTN) */
  recipientWords: Set<string>;
  /** a title opening a person's name (MR, MRS) */
  personalTitles: Set<string>;
  /** the urbanization designator (URB) */
  urbanizationWords: Set<string>;
  /** a modifier before a highway name (OLD US HIGHWAY 90) */
  routeModifiers: Set<string>;
  /** words opening a post office box written as such (PO, BOX) */
  boxOpeners: Set<string>;
  /** words between the streets of a crossing (&, AND, AT) */
  intersectionSeparators: Set<string>;
  /** words in front of a crossing (CORNER OF) */
  intersectionLeads: Set<string>;
  /** floors named rather than numbered (GROUND, MEZZANINE) */
  namedFloors: Set<string>;
  /** words opening a city's name rather than closing a street (NEW, LITTLE) */
  placeModifiers: Set<string>;
  /** words between a designator and its number (#, NO, NUMBER) */
  numberFillers: Set<string>;
  /** unit designators that give way to a designated unit written later (BLDG, FL, #) */
  unitsGivingWay: Set<string>;
  /** the only designators a floor displaces (BLDG, DEPT) */
  unitsUnderFloor: Set<string>;
  /** designators that never displace a unit already there (PMB) */
  unitsNeverDisplacing: Set<string>;
  /** a label before a phone number (TEL, PHONE, FAX) */
  phoneLabels: Set<string>;
  /** an extension after a phone number (X, EXT) */
  phoneExtensions: Set<string>;
  /** one letter before a phone number, a label only with its colon (T: 802-555-0148) */
  phoneLetterLabels: Set<string>;
  /** a label before an order, invoice or account number (ORDER, INVOICE, REF) */
  referenceLabels: Set<string>;
  /** a word before a date (DELIVERED, DATE) */
  dateLabels: Set<string>;
  /** a label before an e-mail address (EMAIL) */
  emailLabels: Set<string>;
  /** a title or company form closing a firm (MD, INC): never a house number's letter group */
  firmEndings: Set<string>;
  /** CO, CTY before RD: the county of a county road, abbreviated (CO RD → COUNTY RD) */
  countyAbbrevs: Set<string>;
  /** AVENUE: a street type that opens a name before a letter or number (AVE A → AVENUE A) */
  typeFirstNames: Set<string>;
  /** NEAR, OFF: words opening a cross street written after the address (12 MAIN ST NEAR OAK AVE) */
  crossStreetWords: Set<string>;
  /** #, APT, UNIT: the words a form labels its unit box with (12 MAIN ST APT, nothing typed after it) */
  unitLabels: Set<string>;
  /** NA, NONE, NULL: an empty unit box's placeholder */
  unitPlaceholders: Set<string>;
  /** ZIP alone (Zip: 94603): a label before the ZIP */
  zipLabels: Set<string>;
  /** ZIP, POSTAL, POST before CODE (Postal code 94603): a two-word label before the ZIP */
  zipLabelsBeforeCode: Set<string>;
  /** CORNER: the same, only before OF (12 MAIN ST CORNER OF OAK AVE) */
  crossStreetWordsBeforeOf: Set<string>;
  /** the one-letter direction opposite each one (N → S, E → W) */
  oppositeDirections: Map<string, string>;
  /** words right before a box's number (BOX, POB, #): five digits after them are no ZIP */
  boxNumberWords: Set<string>;
  /** city names and ZIP cities, when the caller supplied a ZIP table; lets a city follow a street with no comma */
  places?: Places;
}

/** The canonical (first) column of an unsectioned file. */
function firstColumn(text: string): Set<string> {
  return new Set(rowsOf(parseTableText(text), '').map((r) => r[0]!));
}

/** Every word of one section, all columns alike. */
function sectionWords(sections: TableSection[], name: string): Set<string> {
  const words = new Set(rowsOf(sections, name).flat());
  if (words.size === 0) throw new Error(`parse-words: section [${name}] is missing or empty`);
  return words;
}

function variantsOf(rows: string[][]): [string, string][] {
  return rows.flatMap((r) => r.map((v): [string, string] => [v, r[0]!]));
}

/** Parses every data file's text into the lookup maps; pure, so tests and importers can call it. */
export function buildTables(t: TableTexts): Tables {
  const stateSections = parseTableText(t.states);
  const militaryRows = rowsOf(stateSections, 'military');
  const states = [...rowsOf(stateSections, ''), ...militaryRows];
  const suffixRows = rowsOf(parseTableText(t['street-suffixes']), '');
  const unitSections = parseTableText(t['secondary-units']);
  const military = parseTableText(t.military);
  const countries = parseTableText(t.countries);
  const parseWords = parseTableText(t['parse-words']);
  const cardinalRows = rowsOf(parseTableText(t.cardinals), '');
  const nameWordSections = parseTableText(t['name-words']);
  const directionalSections = parseTableText(t.directionals);
  const ruralSections = parseTableText(t['rural-routes']);

  const suffixes = new Map<string, string>();
  const suffixNames = new Map<string, string>();
  for (const row of suffixRows) {
    const abbrev = row[0]!;
    if (!suffixNames.has(abbrev)) suffixNames.set(abbrev, row[1]!);
    for (const v of row) if (!suffixes.has(v)) suffixes.set(v, abbrev);
  }
  // an abbreviation always maps to itself, even when another name lists it as a variant
  for (const abbrev of suffixNames.keys()) suffixes.set(abbrev, abbrev);
  // county-file abbreviations (BL, LA) fill gaps only: a C1 variant always wins
  const extraSuffixes = new Map<string, string>();
  for (const row of rowsOf(parseTableText(t['street-suffixes-extra']), '')) {
    for (const v of row.slice(1)) if (!suffixes.has(v)) extraSuffixes.set(v, row[0]!);
  }

  const units = new Map<string, UnitDesignator>();
  for (const [section, needsNumber] of [
    ['needs number', true],
    ['no number', false],
  ] as const) {
    for (const row of rowsOf(unitSections, section)) {
      for (const v of row) units.set(v, { abbrev: row[0]!, needsNumber });
    }
  }

  const highwayEntries: [string, HighwayForm][] = [];
  const stateHighwayEntries: [string, HighwayForm][] = [];
  const highwaySections = parseTableText(t.highways);
  for (const row of rowsOf(highwaySections, '')) {
    const display = row[0]!;
    const statePrefix = display.startsWith('{ST}');
    for (const v of row.slice(1)) {
      if (statePrefix) stateHighwayEntries.push([v.replace('{ST}', '').trim() || '*', { display, statePrefix }]);
      else highwayEntries.push([v, { display, statePrefix }]);
    }
  }

  const ordinals = new Map<string, string>();
  for (const row of rowsOf(parseTableText(t.ordinals), '')) for (const v of row.slice(1)) ordinals.set(v, row[0]!);
  const tens = new Map<string, number>();
  for (const row of rowsOf(parseTableText(t.tens), '')) tens.set(row[1]!, Number(row[0]));

  const cityWordSections = parseTableText(t['city-words']);
  const directionNames = new Map<string, string>();
  for (const row of rowsOf(directionalSections, '')) for (const v of row) directionNames.set(v, row[1]!);
  for (const row of rowsOf(cityWordSections, 'opening a city')) for (const v of row.slice(1)) directionNames.set(v, row[0]!);
  const directionals = new Map<string, string>();
  for (const [v, abbr] of variantsOf(rowsOf(directionalSections, ''))) directionals.set(v, abbr);

  const cityWords = new Map<string, string>();
  for (const row of rowsOf(cityWordSections, '')) for (const v of row) cityWords.set(v, row[0]!);
  const keptInCities = new Set(rowsOf(cityWordSections, 'kept as written').map((r) => r[0]!));
  const cityAbbrevs = new Map<string, string>();
  for (const [abbrev, name] of suffixNames) if (abbrev !== name && !cityWords.has(abbrev) && !keptInCities.has(abbrev)) cityAbbrevs.set(abbrev, name);

  const tables: Tables = {
    states: buildPhraseIndex(variantsOf(states)),
    stateCodes: new Set(states.map((r) => r[0]!)),
    stateNames: new Map(states.map((r) => [r[0]!, r[1]!])),
    militaryStates: new Set(militaryRows.map((r) => r[0]!)),
    directionals,
    directionNames,
    typeDirectionals: new Map(variantsOf(rowsOf(directionalSections, 'after a street type')).filter(([v, abbr]) => v !== abbr)),
    suffixes,
    extraSuffixes,
    suffixNames,
    units,
    highways: buildPhraseIndex(highwayEntries),
    stateHighways: buildPhraseIndex(stateHighwayEntries),
    routeQualifiers: new Map(rowsOf(highwaySections, 'qualifiers').flatMap((r) => r.map((v): [string, string] => [v, v]))),
    routeTypesAfterName: new Set(rowsOf(highwaySections, 'types after a name').flat()),
    routeStretches: new Set(rowsOf(highwaySections, 'stretches').flat()),
    poBox: buildPhraseIndex(variantsOf(rowsOf(parseTableText(t['po-boxes']), ''))),
    rural: buildPhraseIndex(variantsOf(rowsOf(ruralSections, ''))),
    ruralWithBox: buildPhraseIndex(variantsOf(rowsOf(ruralSections, 'with box'))),
    militaryUnits: buildPhraseIndex(variantsOf(rowsOf(military, 'unit'))),
    militaryPostOffices: buildPhraseIndex(variantsOf(rowsOf(military, 'post office'))),
    ordinals,
    tens,
    ordinalStarts: new Set([...ordinals.keys(), ...tens.keys()]),
    cityWords,
    cityAbbrevs,
    usCountry: buildPhraseIndex(rowsOf(countries, 'us').flat().map((v): [string, true] => [v, true])),
    cardinals: new Map(cardinalRows.flatMap((r) => r.slice(1).map((v): [string, string] => [v, r[0]!]))),
    cardinalWords: new Map(cardinalRows.map((r): [string, string] => [r[0]!, r[1]!])),
    nameWords: nameWordsOf(nameWordSections, suffixes, suffixNames),
    nameWordsAlone: new Set(rowsOf(nameWordSections, '').flatMap((r) => r.slice(1))),
    preTypes: firstColumn(t['pre-types']),
    nameParticles: firstColumn(t['name-particles']),
    buildingWords: firstColumn(t['building-words']),
    countyWords: firstColumn(t['county-words']),
    recipientWords: sectionWords(parseWords, 'recipient'),
    urbanizationWords: sectionWords(parseWords, 'urbanization'),
    routeModifiers: sectionWords(parseWords, 'route modifiers'),
    boxOpeners: sectionWords(parseWords, 'box openers'),
    intersectionSeparators: sectionWords(parseWords, 'intersection separators'),
    intersectionLeads: sectionWords(parseWords, 'intersection leads'),
    namedFloors: sectionWords(parseWords, 'named floors'),
    placeModifiers: sectionWords(parseWords, 'place modifiers'),
    numberFillers: sectionWords(parseWords, 'number fillers'),
    boxNumberWords: sectionWords(parseWords, 'box number words'),
    phoneLabels: sectionWords(parseWords, 'phone labels'),
    phoneExtensions: sectionWords(parseWords, 'phone extensions'),
    phoneLetterLabels: sectionWords(parseWords, 'phone letter labels'),
    personalTitles: sectionWords(parseWords, 'personal titles'),
    emailLabels: sectionWords(parseWords, 'email labels'),
    referenceLabels: sectionWords(parseWords, 'reference labels'),
    dateLabels: sectionWords(parseWords, 'date labels'),
    firmEndings: sectionWords(parseWords, 'firm endings'),
    countyAbbrevs: sectionWords(parseWords, 'county abbreviations'),
    typeFirstNames: sectionWords(parseWords, 'types opening a name'),
    crossStreetWords: sectionWords(parseWords, 'cross street words'),
    unitLabels: sectionWords(parseWords, 'unit labels'),
    unitPlaceholders: sectionWords(parseWords, 'unit placeholders'),
    zipLabels: sectionWords(parseWords, 'zip labels'),
    zipLabelsBeforeCode: sectionWords(parseWords, 'zip labels before CODE'),
    crossStreetWordsBeforeOf: sectionWords(parseWords, 'cross street words before OF'),
    unitsGivingWay: new Set(rowsOf(unitSections, 'give way').flat()),
    unitsUnderFloor: new Set(rowsOf(unitSections, 'under a floor').flat()),
    unitsNeverDisplacing: new Set(rowsOf(unitSections, 'never displaces').flat()),
    oppositeDirections: new Map(rowsOf(directionalSections, 'opposite').map((r): [string, string] => [r[0]!, r[1]!])),
    buildingSuffixes: firstColumn(t['building-suffixes']),
    commonSuffixes: firstColumn(t['common-suffixes']),
    otherCountries: buildPhraseIndex(rowsOf(countries, 'other').flat().map((v): [string, true] => [v, true])),
    // filled below from the other tables (a literal with every field keeps one object shape for fast reads)
    suffixTypos: new Map(),
    typeCuts: new Map(),
    unitStarts: new Set(),
    digitUnitWords: false,
    boxStarts: new Set(),
    highwayStarts: new Set(),
  };
  tables.suffixTypos = buildSuffixTypos(tables);
  tables.typeCuts = buildTypeCuts(tables);
  tables.unitStarts = unitStartWords(tables);
  tables.digitUnitWords = hasDigitUnitWord(tables);
  tables.highwayStarts = new Set([...tables.highways.keys(), ...tables.states.keys()]);
  tables.boxStarts = new Set(['GENERAL', ...tables.militaryUnits.keys(), ...tables.rural.keys(), ...tables.ruralWithBox.keys(), ...tables.poBox.keys()]);
  return tables;
}

/** name-words.txt as one map: its spelled words' variants (both first sections), and every C1 variant of its street-type abbreviations → the type's word. */
function nameWordsOf(sections: TableSection[], suffixes: ReadonlyMap<string, string>, suffixNames: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const row of [...rowsOf(sections, ''), ...rowsOf(sections, 'inside names')]) for (const v of row.slice(1)) out.set(v, row[0]!);
  const types = new Set(rowsOf(sections, 'street types').map((r) => r[0]!));
  for (const [variant, abbrev] of suffixes) {
    const word = suffixNames.get(abbrev);
    if (types.has(abbrev) && word !== undefined && variant !== word) out.set(variant, word);
  }
  return out;
}
