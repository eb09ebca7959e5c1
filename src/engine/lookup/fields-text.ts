// Components that disagree with what they hold (a ZIP in city, state and ZIP swapped, the whole
// address in street_address, line 1 and 2 swapped, street and city swapped) read again as one freeform address.
import type { ComponentsInput } from '../types.js';

const ZIP = /^\d{5}(?:[\s-]?\d{4})?$/;
const STATE = /^[A-Za-z]{2}\.?$/;
const STARTS_WITH_NUMBER = /^\s*\d/;
/** '12 MAIN ST', 'F 3 SHATTUCK HILL RD': a house number (a letter and a number too) opens the text */
const OPENS_LINE = /^\s*(?:\d|[A-Za-z] \d)/;

const TRAILING_ZIP = /[\s,]\d{5}(?:-\d{4})?$/;

function splitZip(v: string): [string, string] {
  const m = TRAILING_ZIP.exec(v)!;
  return [v.slice(0, m.index).trim(), m[0].slice(1)];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The fields with each value moved to the slot its content fits, and the same as one freeform text. */
export interface Reslotted {
  fields: ComponentsInput;
  text: string;
}

/** '305 LAKE ST SAINT ALBANS' with city 'Saint Albans': the city written again at the end of the street line. */
function withoutCity(line: string, city: string, directionals: ReadonlyMap<string, string>): string {
  if (city === '' || line.length <= city.length + 1) return line;
  const tail = line.slice(line.length - city.length);
  const before = line.charCodeAt(line.length - city.length - 1);
  if (tail.toUpperCase() !== city.toUpperCase() || (before !== 32 && before !== 44)) return line;
  const rest = line.slice(0, line.length - city.length).replace(/[\s,]+$/, '');
  // '2153 Richford', '2450 North Wolcott' with city 'Richford' / 'Wolcott': a street named for the city (suffix left out);
  // what would be left after the house number names no street
  const last = rest.split(/[,\n;]/).pop()!.trim().split(/\s+/);
  return last.slice(1).some((w) => !directionals.has(w.toUpperCase().replace(/\.$/, ''))) ? rest : line;
}

/** 'Vernon, Vernon' in city: the same name written twice, once. */
function onceOnly(city: string): string {
  const comma = city.indexOf(',');
  if (comma < 0) return city;
  const first = city.slice(0, comma).trim();
  return city.split(',').every((part) => part.trim().toUpperCase() === first.toUpperCase()) ? first : city;
}

/** '61 PARK ST ESSEX JUNCTION, VT 05452' with state VT and ZIP 05452 given too: the state and ZIP written again at the end of the street line. */
function withoutLastLine(line: string, state: string, zip: string): string {
  if (zip === '' || !line.endsWith(zip)) return line;
  const st = state === '' ? '[A-Za-z]{2}' : state.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`[\\s,]+(?:${st}\\.?[\\s,]+)?${zip}$`, 'i').exec(line);
  return m === null || m.index === 0 ? line : line.slice(0, m.index);
}

/** undefined when there is nothing to re-read (a full_address, or no street line). */
export function reslotFields(c: ComponentsInput, directionals: ReadonlyMap<string, string>): Reslotted | undefined {
  if (text(c.fullAddress) !== '') return undefined;
  let line1 = text(c.streetAddress);
  let line2 = text(c.aptSuiteOther);
  // '#4' in line 1 and '12 MAIN ST' in line 2: the line opening with a house number comes first
  if (line2 !== '' && STARTS_WITH_NUMBER.test(line2) && !STARTS_WITH_NUMBER.test(line1)) [line1, line2] = [line2, line1];
  const given = [text(c.city), text(c.state), text(c.zipCode)];
  // '52 N ELM ST, SAINT ALBANS, VT 05478' in city, street_address empty: the whole address in the city column
  if (line1 === '' && line2 === '' && OPENS_LINE.test(given[0]!)) [line1, given[0]] = [given[0]!, ''];
  // ('NEWFANE' in street_address, 'A 15 KENOLIE CAMPGROUND' in city: the two columns swapped)
  // (a ZIP in city is a ZIP: moved to its slot below)
  else if (line2 === '' && OPENS_LINE.test(given[0]!) && !ZIP.test(given[0]!) && !OPENS_LINE.test(line1)) [line1, given[0]] = [given[0]!, line1];
  if (line1 === '' && line2 === '') return undefined;
  const slots = { city: [] as string[], state: '', zip: '' };
  for (let i = 0; i < given.length; i++) {
    const v = given[i]!;
    if (v === '') continue;
    if (slots.zip === '' && ZIP.test(v)) slots.zip = v;
    else if (slots.state === '' && STATE.test(v)) slots.state = v;
    // (a state written out stays the state: as a city, 'Nevada' would be looked up in Nevada, MO)
    else if (i === 1 && slots.state === '' && !given.slice(2).some((w) => STATE.test(w))) slots.state = v;
    else slots.city.push(v);
  }
  // '42 MORGAN ST 05101', 'SOUTH HERO 05486' with no ZIP of its own: the ZIP written at the end of another field
  if (slots.zip === '') {
    const inCity = slots.city.findIndex((v) => TRAILING_ZIP.test(v));
    if (inCity >= 0) [slots.city[inCity], slots.zip] = splitZip(slots.city[inCity]!);
    else if (TRAILING_ZIP.test(line1) && !ZIP.test(line1)) [line1, slots.zip] = splitZip(line1);
  }
  const city = onceOnly(slots.city.join(' '));
  line1 = withoutCity(withoutLastLine(line1, slots.state, slots.zip), city, directionals);
  const last = [slots.state, slots.zip].filter((w) => w !== '').join(' ');
  return {
    fields: { streetAddress: line1, aptSuiteOther: line2, city, state: slots.state, zipCode: slots.zip, country: c.country },
    text: [line1, line2, ...(city === slots.city.join(' ') ? slots.city : [city]), last].filter((w) => w !== '').join(', '),
  };
}

/** '12 MOUNT' in street_address and 'HOLLY RD APT 4' (or '1929 VT ROUTE' and '140 W') in apt_suite_other: line 1 cut at a word, joined again. */
export function joinedLines(c: ComponentsInput): ComponentsInput | undefined {
  const line1 = text(c.streetAddress);
  const line2 = text(c.aptSuiteOther);
  if (text(c.fullAddress) !== '' || line2 === '' || line2.startsWith('#') || !OPENS_LINE.test(line1)) return undefined;
  return { ...c, streetAddress: `${line1} ${line2}`, aptSuiteOther: '' };
}

/** 'D' in street_address and '9 Kenolie Campground' in apt_suite_other: a letter group alone that opens the house number (D 9), joined before it. */
export function letterLineJoined(c: ComponentsInput): ComponentsInput | undefined {
  const line1 = text(c.streetAddress);
  const line2 = text(c.aptSuiteOther);
  if (text(c.fullAddress) !== '' || !/^[A-Za-z]{1,3}$/.test(line1) || !STARTS_WITH_NUMBER.test(line2)) return undefined;
  return { ...c, streetAddress: `${line1} ${line2}`, aptSuiteOther: '' };
}
