// Components in (the LookupRequest fields): each field parsed on its own, free text when one field holds it all.
import { cityFromWords, isUsCountryWords, stateFromWords } from '../normalize/city.js';
import type { Tables } from '../normalize/tables.js';
import { memoOf, type TextMemo } from '../normalize/text-memo.js';
import { isBareUnit, matchUnit, type UnitMatch } from '../normalize/unit.js';
import { isAllDigits, isDigitCode } from '../normalize/words.js';
import type { ComponentsInput, ParseResult } from '../types.js';
import { matchIntersection } from './intersection.js';
import { unbracketUnits } from './bracketed-units.js';
import { dropNoise } from './noise.js';
import { repairExportedField } from './exported-text.js';
import { newContext, NO_HINT, NO_WORDS } from './context.js';
import { emptyParts } from './parts.js';
import { fail, finish, intersection } from './result.js';
import { repeatedRun, dropRun } from './rules/repeated-line.js';
import { dropStreetCountry } from './rules/street-country.js';
import { dropStreetState } from './rules/street-state.js';
import { ordinalUnitToName } from './rules/ordinal-unit-name.js';
import { unitInCity } from './rules/unit-in-city.js';
import { unitInZip } from './rules/unit-in-zip.js';
import { unfilledUnitBox } from './rules/empty-designator.js';
import { afterZipLabel } from './rules/zip-field-label.js';
import { readStreetLine } from './street-line.js';
import { wordsOf } from './tokenize.js';
import { SET_ASIDE, UNREAD_UNIT } from './warning-words.js';

function zipFrom(text: string): { zip: string; zip4: string } | undefined {
  // (most ZIPs come as five digits: no regex pass for them)
  if (text.length === 5 && isAllDigits(text)) return { zip: text, zip4: '' };
  // ('05401 USA': a country the export glued to the ZIP, set apart by country-glued-zip.ts)
  const digits = text.replace(/[\s,]*(?:USA?|U\.S\.(?:A\.?)?)$/i, '').replace(/[\s-]/g, '');
  if (!isAllDigits(digits)) return undefined;
  if (digits.length === 5) return { zip: digits, zip4: '' };
  if (digits.length === 9) return { zip: digits.slice(0, 5), zip4: digits.slice(5) };
  return undefined;
}

/** 'Zip: 05401', 'ZIP 05401-1234': the ZIP after the label a form printed before it. */
function labelledZip(text: string, t: Tables): { zip: string; zip4: string } | undefined {
  const rest = afterZipLabel(text, t);
  return rest === undefined ? undefined : zipFrom(rest);
}

/** The ZIP field repaired of an export's damage (05401USA, 05401%20, {{zip}}); five characters are a ZIP or no ZIP as they are. */
function zipField(v: string): string {
  return v.length === 5 ? v : repairExportedField(v);
}

/** A comma, semicolon or line break, then a house number. */
const NUMBERED_LINE = /[,;\n]\s*\d/;

function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function startsWithDigit(s: string): boolean {
  return isDigitCode(s.charCodeAt(0));
}

/** '0' or '00' alone in apt_suite_other: a spreadsheet's empty number cell, not unit 0 (APT 0 or # 0 still is). */
function allZeros(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (w.charCodeAt(i) !== 48) return false;
  return true;
}

/** apt_suite_other opens with a unit written with its designator and number (STE C, APT 4). */
function designatedUnit(apt: string, t: Tables): boolean {
  const words = wordsOf(apt);
  const u = matchUnit(words, 0, words.length, t, true);
  return u !== undefined && u.abbrev !== '#' && u.no !== '';
}

/** 'Northwind Traders, Unit 501' in apt_suite_other: a firm's name, then the unit that ends the field. */
function unitAtEnd(words: readonly string[], t: Tables): UnitMatch | undefined {
  for (let j = 1; j < words.length; j++) {
    const u = matchUnit(words, j, words.length, t, false);
    if (u !== undefined && j + u.len === words.length) return u;
  }
  return undefined;
}

/** The city field read: the city, and a unit written in it with the city left without it (Burlington Apt 4). */
interface CityField {
  city: string;
  unit: UnitMatch | undefined;
  cityBesideUnit: string;
}

const cityMemos = new WeakMap<Tables, TextMemo<CityField>>();
const stateMemos = new WeakMap<Tables, TextMemo<string>>();

/** A list writes the same few cities row after row: each city field as written is read once. */
function cityField(text: string, t: Tables): CityField {
  const memo = memoOf(cityMemos, t);
  const known = memo.get(text);
  if (known !== undefined) return known;
  const words = wordsOf(text);
  const inCity = unitInCity(words, t);
  const field = { city: cityFromWords(words, t), unit: inCity?.unit, cityBesideUnit: inCity ? cityFromWords(inCity.city, t) : '' };
  memo.set(text, field);
  return field;
}

/** The state field as its code ('' when none), read once per spelling. */
function stateField(text: string, t: Tables): string {
  const memo = memoOf(stateMemos, t);
  const known = memo.get(text);
  if (known !== undefined) return known;
  const code = stateFromWords(wordsOf(text), t);
  memo.set(text, code);
  return code;
}

export function parseComponents(c: ComponentsInput, t: Tables, parseText: (text: string, t: Tables) => ParseResult, maxLength: number): ParseResult {
  // field by field, no array of fields: this runs for every request of a bulk call
  const full = text(c.fullAddress);
  const streetText = dropNoise(text(c.streetAddress), t);
  const apt = unbracketUnits(repairExportedField(text(c.aptSuiteOther)), t);
  const cityText = repairExportedField(text(c.city));
  const stateText = text(c.state);
  const zipText = zipField(text(c.zipCode));
  const countryText = text(c.country);
  const total = full.length + streetText.length + apt.length + cityText.length + stateText.length + zipText.length + countryText.length;
  if (total > maxLength) return fail('TOO_LONG', `the address is longer than ${maxLength} characters`);
  // each field trimmed once
  const fullT = full.trim();
  const streetT = streetText.trim();
  const aptT = apt.trim();
  const cityT = cityText.trim();
  const stateT = stateText.trim();
  const zipT = zipText.trim();
  if (fullT === '' && streetT === '' && aptT === '' && cityT === '' && stateT === '' && zipT === '' && countryText.trim() === '') {
    return fail('EMPTY', 'every address field is empty');
  }
  const countryWords = countryText === '' ? NO_WORDS : wordsOf(countryText);
  if (!isUsCountryWords(countryWords, t)) return fail('NOT_US', `not a US address (country ${countryText.trim()})`);

  // everything in one field: parse it as free text, then let the separate fields fill the gaps
  const freeText = fullT !== '' ? full : streetT !== '' && cityT === '' && zipT === '' && /[,\n]/.test(streetText) ? streetText : '';
  let parts = emptyParts();
  const warnings: string[] = [];
  if (freeText !== '') {
    const r = parseText(freeText, t);
    if (!r.ok && r.reason !== 'INCOMPLETE') return r;
    if (r.ok) {
      parts = r.parts;
      warnings.push(...r.warnings.filter((w) => w !== 'no city or ZIP'));
    }
  } else if (streetT !== '') {
    const typed = dropStreetState(dropStreetCountry(wordsOf(streetText), t), stateT, zipT, t);
    const twice = repeatedRun(typed, undefined);
    const words = twice ? dropRun(typed, twice) : typed;
    // ('Smith & Sons Co' in street_address, '650 Turk St' in apt_suite_other: a firm's ampersand, no crossing; nor in
    // 'Acme Inc, 70 Sun and Ski Rd': a line of its own opening with a house number is a delivery line)
    const crossing = (startsWithDigit(aptT) && !startsWithDigit(streetT)) || NUMBERED_LINE.test(streetT) ? undefined : matchIntersection(words, t);
    if (crossing) return intersection(crossing, { city: cityT.toUpperCase(), state: stateT.toUpperCase(), zip: zipT });
    const ctx = newContext(t, parts);
    readStreetLine(ctx, words, false, NO_HINT);
    if (ctx.rest.length > 0) warnings.push(`${SET_ASIDE}${ctx.rest.join(' ')}`);
  }
  if (aptT !== '' && parts.secondaryAbbrev === '#' && designatedUnit(apt, t)) ordinalUnitToName(parts);
  if (aptT !== '' && parts.secondaryAbbrev === '') {
    const boxed = wordsOf(apt);
    // ('# N/A', 'Apt none': the box's placeholder, no unit)
    const words = unfilledUnitBox(boxed, t) ? NO_WORDS : boxed;
    const first = matchUnit(words, 0, words.length, t, true);
    // (a stand-alone designator opening longer words is no unit: UPPER FALLS, a city in the wrong column)
    const u = (first !== undefined && (first.no !== '' || first.len === words.length) ? first : undefined) ?? unitAtEnd(words, t);
    if (u) {
      parts.secondaryAbbrev = u.abbrev;
      parts.secondaryNo = u.no;
    } else if (isBareUnit(words) && !allZeros(words[0]!)) {
      parts.secondaryAbbrev = '#';
      parts.secondaryNo = words[0]!;
    } else if (words.length > 0) warnings.push(`${UNREAD_UNIT}${aptT}`);
  }
  if (cityT !== '') {
    const field = cityField(cityText, t);
    if (field.unit !== undefined && parts.secondaryAbbrev === '') {
      parts.secondaryAbbrev = field.unit.abbrev;
      parts.secondaryNo = field.unit.no;
      parts.city = field.cityBesideUnit;
    } else parts.city = field.city;
  }
  if (stateT !== '') {
    const st = stateField(stateText, t);
    if (st !== '') parts.state = st;
    else warnings.push(`unknown state: ${stateT}`);
  }
  if (zipT !== '') {
    const z = zipFrom(zipT) ?? labelledZip(zipT, t);
    // (only a field that is no ZIP is read for a unit after it)
    const withUnit = z ? undefined : unitInZip(wordsOf(zipText), t);
    if (z ?? withUnit) {
      parts.zip = (z ?? withUnit)!.zip;
      parts.zip4 = (z ?? withUnit)!.zip4;
      if (withUnit && parts.secondaryAbbrev === '') {
        parts.secondaryAbbrev = withUnit.unit.abbrev;
        parts.secondaryNo = withUnit.unit.no;
      }
    } else warnings.push(`not a ZIP code: ${zipT}`);
  }
  if (countryWords.length > 0) parts.country = 'US';
  return finish(parts, warnings, t);
}
