// '12 MAIN ST (410) 555-0134', 'VT 05201 Phone: 802-555-0148': a phone number written with the address is no part of it
// (a country code 1 only as +1 or 1-: in 'APT 1 802-555-0199' the 1 is the unit's).
import type { Tables } from '../normalize/tables.js';
import { isDigitCode } from '../normalize/words.js';

const NUMBER = String.raw`(?:(?:\+1[-. ]?|(?<![0-9A-Z])1[-.])?(?:\(\d{3}\)\s*|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b)`;

interface PhonePatterns {
  one: RegExp;
  all: RegExp;
}

// built once per set of labels (parse-words.txt [phone labels]: TEL, PHONE, FAX …)
const patterns = new WeakMap<ReadonlySet<string>, PhonePatterns>();

function patternsFor(labels: ReadonlySet<string>): PhonePatterns {
  let p = patterns.get(labels);
  if (p === undefined) {
    const label = String.raw`(?:\b(?:${[...labels].map((w) => w.replace(/[^A-Z0-9]/g, (ch) => `\\${ch}`)).join('|')})\b\.?:?\s*)`;
    const one = new RegExp(String.raw`${label}?${NUMBER}|${label}\d{10}\b`, 'i');
    p = { one, all: new RegExp(one.source, 'gi') };
    patterns.set(labels, p);
  }
  return p;
}

function isAlnum(c: number): boolean {
  return isDigitCode(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function fourDigitsAt(text: string, i: number): boolean {
  return isDigitCode(text.charCodeAt(i)) && isDigitCode(text.charCodeAt(i + 1)) && isDigitCode(text.charCodeAt(i + 2)) && isDigitCode(text.charCodeAt(i + 3));
}

/**
 * Ten digits in a row (a labelled number), or three digits after a non-alphanumeric and then - . or space and four
 * digits (555-0134 in every NUMBER form): no phone number lacks both, so most addresses stop here, before any regex.
 */
function mayHoldPhone(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDigitCode(c)) {
      if (++run >= 10) return true;
      continue;
    }
    // (charCodeAt past the end is NaN: no digit)
    const separator = c === 45 || c === 46 || c === 32;
    if (separator && run === 3 && i >= 4 && !isAlnum(text.charCodeAt(i - 4)) && fourDigitsAt(text, i + 1)) return true;
    run = 0;
  }
  return false;
}

/** The text with any phone number (and its TEL / PHONE label) replaced by a space. */
export function dropPhones(text: string, t: Tables): string {
  if (!mayHoldPhone(text)) return text;
  const p = patternsFor(t.phoneLabels);
  return p.one.test(text) ? text.replace(p.all, ' ') : text;
}
