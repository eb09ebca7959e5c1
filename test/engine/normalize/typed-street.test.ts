// normalizeTypedStreet: normalizeStreet's answer, or undefined only when that answer has no suffix and no postdirectional.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';

const tables = loadTables();
const n = createNormalizer(tables);

// words the street reader treats specially, and plain ones
const special = [
  ...tables.suffixes.keys(),
  ...tables.extraSuffixes.keys(),
  ...tables.suffixTypos.keys(),
  ...tables.directionals.keys(),
  ...tables.typeDirectionals.keys(),
  ...tables.routeModifiers,
  ...tables.highwayStarts,
  ...tables.ordinals.keys(),
  ...tables.nameParticles,
];
const plain = ['MAIN', 'RICE', 'ELM', 'OAK', 'SAINT', 'JOHN', '5TH', '09TH', '22A', '500', 'I95', 'VT-22A', 'FM1960', 'N123W456', '#', '&', 'A', 'Z', 'X9'];
const word = fc.oneof(fc.constantFrom(...special), fc.constantFrom(...plain), fc.stringMatching(/^[A-Za-z0-9.'#-]{1,8}$/));
const pick = (keys: Iterable<string>) => fc.constantFrom(...keys);
const opt = (a: fc.Arbitrary<string>) => fc.option(a, { nil: '' });
// shaped like a street: [direction] name words [type] [direction or after-type direction]
const shaped = fc
  .tuple(opt(pick(tables.directionals.keys())), fc.array(word, { minLength: 1, maxLength: 3 }), opt(fc.oneof(pick(tables.suffixes.keys()), pick(tables.extraSuffixes.keys()), pick(tables.suffixTypos.keys()))), opt(fc.oneof(pick(tables.directionals.keys()), pick(tables.typeDirectionals.keys()))))
  .map(([d, name, type, post]) => [d, ...name, type, post].filter((w) => w !== '').join(' '));
const street = fc.oneof(shaped, fc.array(word, { minLength: 0, maxLength: 6 }).map((w) => w.join(' ')), fc.string({ maxLength: 30 }));

describe('normalizeTypedStreet', () => {
  it('reads a name ending in a type or direction word, and skips one ending in neither', () => {
    expect(n.normalizeTypedStreet('RICE HILL')).toEqual(n.normalizeStreet('RICE HILL'));
    expect(n.normalizeTypedStreet('STRATTON WEST')).toEqual(n.normalizeStreet('STRATTON WEST'));
    expect(n.normalizeTypedStreet('N MAIN')).toBeUndefined();
    expect(n.normalizeTypedStreet('MAIN')).toBeUndefined();
  });

  it('is undefined only where normalizeStreet gives no suffix and no postdirectional, and normalizeStreet elsewhere', () => {
    fc.assert(
      fc.property(street, (s) => {
        const typed = n.normalizeTypedStreet(s);
        const full = n.normalizeStreet(s);
        if (typed === undefined) return full.suffix === '' && full.postdir === '';
        expect(typed).toEqual(full);
        return true;
      }),
      { numRuns: 20_000 },
    );
  });
});
