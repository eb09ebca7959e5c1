// Issue 15's phrasing probe, components in: a US country closing street_address, a unit written in the city field,
// and the same fields read as they were when nothing of the sort is there.
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import type { ComponentsInput } from '../../../src/engine/types.js';

const normalizer = createNormalizer(loadTables());

function parts(input: ComponentsInput) {
  const r = normalizer.parse(input);
  if (!r.ok) throw new Error(`${r.reason}: ${r.message}`);
  return r.parts;
}
const unit = (p: ReturnType<typeof parts>) => [p.secondaryAbbrev, p.secondaryNo].filter(Boolean).join(' ');

describe('a US country closing street_address', () => {
  it.each(['215 Camp Rd U.S', '215 Camp Rd usa', '215 Camp Rd United States Of America', '215 Camp Rd US of A'])('%s is the street alone', (street) => {
    const p = parts({ streetAddress: street, city: 'Putney', state: 'VT', zipCode: '05346' });
    expect([p.primaryNo, p.streetName, p.suffix, unit(p)]).toEqual(['215', 'CAMP', 'RD', '']);
  });
  it('keeps a street of two words named like a country', () => {
    expect(parts({ streetAddress: '100 America', city: 'Putney', state: 'VT' }).streetName).toBe('AMERICA');
  });
});

describe('a unit written in the city field', () => {
  it.each([
    ['San Jose Apt 83', 'APT 83'],
    ['#1509, San Jose', '# 1509'],
    ['Apt 211, San Jose', 'APT 211'],
    ['San Jose Unit M', 'UNIT M'],
  ])('city %s gives the unit %s', (city, want) => {
    const p = parts({ streetAddress: '3172 Kimber Ct', city, state: 'CA', zipCode: '95124' });
    expect([unit(p), p.city]).toEqual([want, 'SAN JOSE']);
  });
  it.each(['Front Royal', 'Space Center', 'Lot Town'])('city %s keeps its words', (city) => {
    const p = parts({ streetAddress: '12 Main St', city, state: 'VA' });
    expect([unit(p), p.city]).toEqual(['', city.toUpperCase()]);
  });
  it('a unit in apt_suite_other wins over words in the city', () => {
    const p = parts({ streetAddress: '3172 Kimber Ct', aptSuiteOther: 'Apt 4', city: 'San Jose Apt 83', state: 'CA' });
    expect(unit(p)).toBe('APT 4');
  });
});

describe('NO and a number before the house number in street_address', () => {
  it.each([
    ['No. 1604, 1160 Mission St', '# 1604'],
    ['No. M, 1667 Tacoma Ave', '# M'],
  ])('%s gives the unit %s and no firm', (street, want) => {
    const p = parts({ streetAddress: street, city: 'San Francisco', state: 'CA' });
    expect([unit(p), p.firm, p.streetName]).toEqual([want, '', street.includes('Mission') ? 'MISSION' : 'TACOMA']);
  });
});

describe('a unit in brackets in apt_suite_other, an e-mail address in street_address', () => {
  it('apt_suite_other (Apt 114) is unit APT 114', () => {
    expect(unit(parts({ streetAddress: '5000 Haven Pl', aptSuiteOther: '(Apt 114)', city: 'Dublin', state: 'CA' }))).toBe('APT 114');
  });
  it('an e-mail address after the street is dropped', () => {
    const p = parts({ streetAddress: '18 School St j.doe@example.net', city: 'Pawlet', state: 'VT' });
    expect([p.primaryNo, p.streetName, p.suffix, unit(p)]).toEqual(['18', 'SCHOOL', 'ST', '']);
  });
});

describe('a letter and a number closing the unit', () => {
  it('APT L 2100 is unit L2100', () => {
    expect(unit(parts({ streetAddress: '43555 Grimmer Blvd Apt L 2100', city: 'Fremont', state: 'CA' }))).toBe('APT L2100');
  });
  it('never takes a ZIP for the number', () => {
    expect(unit(parts({ streetAddress: '12 Main St Apt B 05401', city: 'Fremont', state: 'CA' }))).toBe('APT B');
  });
});

describe('a firm or people named with & or AND in street_address', () => {
  it.each(['Smith & Sons Co', 'Mr. and Mrs. Tom Baker', 'Ms & Mr Lee'])('%s is no intersection', (street) => {
    const r = normalizer.parse({ streetAddress: street, aptSuiteOther: '9 Bingham St', city: 'Montpelier', state: 'VT' });
    expect(r.ok ? 'parsed' : r.reason).toBe('parsed');
  });
  it.each(['Acme Widgets Inc, 70 Sun and Ski Rd', 'Acme Widgets Inc\n70 Sun and Ski Rd', 'Attn: Payables; 3 M and M Farm Rd'])('%s: a firm line, then a street named with AND', (street) => {
    const p = parts({ streetAddress: street, city: 'Wilmington', state: 'VT' });
    expect([p.primaryNo, p.suffix]).toEqual([/\d+/.exec(street.split(/[,;\n]/)[1]!)![0], 'RD']);
  });
  it.each(['Main St & Ocean Pt', 'Main & Oak'])('%s is still one', (street) => {
    const r = normalizer.parse({ streetAddress: street, city: 'Montpelier', state: 'VT' });
    expect(r.ok ? 'parsed' : r.reason).toBe('INTERSECTION');
  });
});

describe('a unit written in the ZIP field (fourth probe)', () => {
  it.each([
    ['94103 Unit 407', 'UNIT 407', '94103', ''],
    ['95131 - #99', '# 99', '95131', ''],
    ['94579, Apt 133', 'APT 133', '94579', ''],
    ['94103-1234 Apt 4', 'APT 4', '94103', '1234'],
    ['94103 1234 Apt 4', 'APT 4', '94103', '1234'],
  ])('zip_code %s gives the unit %s and the ZIP', (zipCode, want, zip, zip4) => {
    const p = parts({ streetAddress: '30 Dore St', city: 'San Francisco', state: 'CA', zipCode });
    expect([unit(p), p.zip, p.zip4]).toEqual([want, zip, zip4]);
  });
  it('keeps the unit of apt_suite_other, and reads no unit from other words after a ZIP', () => {
    expect(unit(parts({ streetAddress: '30 Dore St', aptSuiteOther: 'Apt 2', city: 'San Francisco', state: 'CA', zipCode: '94103 Apt 4' }))).toBe('APT 2');
    const p = parts({ streetAddress: '30 Dore St', city: 'San Francisco', state: 'CA', zipCode: '94103 San Francisco' });
    expect([unit(p), p.zip]).toEqual(['', '']);
  });
});

describe('a stand-alone designator opening apt_suite_other (fourth probe)', () => {
  it('is no unit when more words follow it (a city in the wrong column), and still one alone', () => {
    expect(unit(parts({ streetAddress: '7923 Bradshaw Rd', aptSuiteOther: 'Upper Falls', city: 'MD', state: '21156' }))).toBe('');
    expect(unit(parts({ streetAddress: '7923 Bradshaw Rd', aptSuiteOther: 'Upper', city: 'Upper Falls', state: 'MD' }))).toBe('UPPR');
    expect(unit(parts({ streetAddress: '7923 Bradshaw Rd', aptSuiteOther: 'Rear 2', city: 'Upper Falls', state: 'MD' }))).toBe('REAR 2');
  });
});

describe('street_address phrasings of the fifth probe', () => {
  it.each(['1169 Fletcher Hill Rd 1169 Fletcher Hill Rd', '1169 Fletcher Hill Rd / 1169 Fletcher Hill Rd', '1169 Fletcher Hill Rd - 1169 Fletcher Hill Rd'])(
    '%s is the line once',
    (streetAddress) => {
      const p = parts({ streetAddress, city: 'South Woodstock', state: 'VT', zipCode: '05071' });
      expect([p.primaryNo, p.streetName, p.suffix, unit(p)]).toEqual(['1169', 'FLETCHER HILL', 'RD', '']);
    },
  );
  it.each(['910 Skunk Hollow Rd # ', '910 Skunk Hollow Rd Apt', '910 Skunk Hollow Rd Unit #'])('%s has no unit', (streetAddress) => {
    const p = parts({ streetAddress, city: 'Enosburg Falls', state: 'VT', zipCode: '05450' });
    expect([p.streetName, p.suffix, unit(p)]).toEqual(['SKUNK HOLLOW', 'RD', '']);
  });
  it('reads a cross street after the street as a note, and a firm holding a number before the line as the firm', () => {
    const p = parts({ streetAddress: '11428D Belair Rd near Longknoll Way', city: 'Kingsville', state: 'MD', zipCode: '21087' });
    expect([p.primaryNo, p.streetName, p.suffix]).toEqual(['11428D', 'BELAIR', 'RD']);
    const f = parts({ streetAddress: '3M Company 85 Dump Rd', city: 'Wardsboro', state: 'VT', zipCode: '05355' });
    expect([f.firm, f.primaryNo, f.streetName, f.suffix]).toEqual(['3M COMPANY', '85', 'DUMP', 'RD']);
  });
});

describe('street_address phrasings of the sixth probe', () => {
  it.each(['212 Center St Maryland', '212 CENTER ST MARYLAND', '212 Center St, Maryland 21222'])('%s drops the state the state column names', (streetAddress) => {
    const p = parts({ streetAddress, city: 'Dundalk', state: 'MD', zipCode: '21222' });
    expect([p.primaryNo, p.streetName, p.suffix, p.city]).toEqual(['212', 'CENTER', 'ST', 'DUNDALK']);
  });
  it('keeps a state word that is the street name, or another state, or a code', () => {
    expect(parts({ streetAddress: '212 Center St Maryland', city: 'Dundalk', state: 'VT', zipCode: '21222' }).streetName).toBe('CENTER ST MARYLAND');
    const p = parts({ streetAddress: '12 Maryland Ave', city: 'Dundalk', state: 'MD', zipCode: '21222' });
    expect([p.streetName, p.suffix]).toEqual(['MARYLAND', 'AVE']);
    const q = parts({ streetAddress: '12 Main St NE', city: 'Omaha', state: 'NE', zipCode: '68102' });
    expect([q.streetName, q.suffix, q.postdir]).toEqual(['MAIN', 'ST', 'NE']);
  });
  it('reads a house number written after the street and before its unit', () => {
    const p = parts({ streetAddress: 'Scenic Ave 1611 Apt M', city: 'Berkeley', state: 'CA', zipCode: '94709' });
    expect([p.primaryNo, p.streetName, p.suffix, unit(p)]).toEqual(['1611', 'SCENIC', 'AVE', 'APT M']);
  });
});

describe('a number after the street with a house number before it', () => {
  it('keeps the trailing number the unit when a label and a house number open the line', () => {
    const p = parts({ streetAddress: 'Ship to: 59 Napoli Rd 1', city: 'Fairfield', state: 'VT', zipCode: '05455' });
    expect([p.primaryNo, p.streetName, p.suffix]).toEqual(['59', 'NAPOLI', 'RD']);
  });
});

describe('a numbered name closing street_address, with a unit in apt_suite_other', () => {
  // ('2558 OLD 1ST' + 'STE C': 1ST was read as unit # 1ST and STE C dropped; the lookup then found OLD 1ST ST without it)
  it('is the end of the name, and the unit is the one in apt_suite_other', () => {
    const p = parts({ streetAddress: '2558 Old 1st', aptSuiteOther: 'Ste C', city: 'Livermore', state: 'CA', zipCode: '94550' });
    expect([p.primaryNo, p.streetName, p.suffix, unit(p)]).toEqual(['2558', 'OLD 1ST', '', 'STE C']);
  });
  it('stays as it was read with no unit in apt_suite_other, or after a street type', () => {
    expect(unit(parts({ streetAddress: '2558 Old 1st', city: 'Livermore', state: 'CA' }))).toBe('# 1ST');
    expect(unit(parts({ streetAddress: '12 Main St 4', aptSuiteOther: 'Apt 5', city: 'Livermore', state: 'CA' }))).toBe('# 4');
  });
});

describe('fields damaged on their way through software (probe round 8)', () => {
  it.each(['%ADDRESS2%', '{{address2}}', '<address2>', '[[unit]]'])('apt_suite_other %s, a template left unfilled, is no unit', (apt) => {
    const p = parts({ streetAddress: '215 Camp Rd', aptSuiteOther: apt, city: 'Putney', state: 'VT', zipCode: '05346' });
    expect([p.primaryNo, p.streetName, unit(p), p.city]).toEqual(['215', 'CAMP', '', 'PUTNEY']);
  });
  it('reads URL-encoded fields', () => {
    const p = parts({ streetAddress: '215+Camp+Rd+%2312', city: 'West%20Putney', state: 'VT', zipCode: '05346' });
    expect([p.primaryNo, p.streetName, unit(p), p.city]).toEqual(['215', 'CAMP', '# 12', 'WEST PUTNEY']);
  });
  it('reads a city with invisible characters and mojibake inside', () => {
    const p = parts({ streetAddress: '215\u00c2\u00a0Camp Rd', city: 'Put\u00adn\u200dey', state: 'VT', zipCode: '05346' });
    expect([p.primaryNo, p.streetName, p.city]).toEqual(['215', 'CAMP', 'PUTNEY']);
  });
  it.each(['# n/a', 'Apt none', 'Unit NULL', 'N/A', '#N/A', '#VALUE!', '#REF!'])('apt_suite_other %s, an empty unit box, is no unit', (apt) => {
    const p = parts({ streetAddress: '215 Camp Rd', aptSuiteOther: apt, city: 'Putney', state: 'VT', zipCode: '05346' });
    expect([p.primaryNo, p.streetName, unit(p)]).toEqual(['215', 'CAMP', '']);
  });
  it.each(['05346USA', '05346-US', '05346 U.S.A.'])('zip_code %s, the country glued to it, is the ZIP', (zipCode) => {
    expect(parts({ streetAddress: '215 Camp Rd', city: 'Putney', state: 'VT', zipCode }).zip).toBe('05346');
  });
});

describe('a zip_code field written with its label (the words of parse-words.txt [zip labels])', () => {
  it.each([
    ['Zip: 05401', '05401', ''],
    ['ZIP 05401-1234', '05401', '1234'],
    ['zipcode:05401', '05401', ''],
    ['Zip Code: 05401', '05401', ''],
    ['Postal code 05401 1234', '05401', '1234'],
    ['POSTCODE - 05401', '05401', ''],
  ])('%s is the ZIP %s', (zipCode, zip, zip4) => {
    const r = normalizer.parse({ streetAddress: '12 Main St', city: 'Burlington', state: 'VT', zipCode });
    expect(r.ok && [r.parts.zip, r.parts.zip4, r.warnings.filter((w) => w.includes('ZIP'))]).toEqual([zip, zip4, []]);
  });
  it.each(['Zip:', 'Zip Code', 'Code 05401', 'Zip 0540'])('%s is still no ZIP', (zipCode) => {
    const r = normalizer.parse({ streetAddress: '12 Main St', city: 'Burlington', state: 'VT', zipCode });
    expect(r.ok && [r.parts.zip, r.warnings]).toEqual(['', [`not a ZIP code: ${zipCode}`]]);
  });
});
