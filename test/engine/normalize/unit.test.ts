// matchUnit's short cut for numbers (a house number or ZIP opens a unit only as N FLOOR) holds only for tables
// without a number word: the flag built with the tables keeps the full reading for any that have one.
import { describe, expect, it } from 'vitest';
import { loadTables, readTableTexts } from '../../../src/data/load.js';
import { buildTables } from '../../../src/engine/normalize/tables.js';
import { matchUnit } from '../../../src/engine/normalize/unit.js';

describe('matchUnit on numbers', () => {
  const t = loadTables();

  it('a number is a floor only before a floor word; otherwise no unit', () => {
    expect(t.digitUnitWords).toBe(false);
    expect(matchUnit(['2', 'FLOOR'], 0, 2, t, false)).toEqual({ abbrev: 'FL', no: '2', len: 2 });
    expect(matchUnit(['2', 'FLOOR'], 0, 1, t, false)).toBeUndefined();
    expect(matchUnit(['123', 'MAIN', 'ST'], 0, 3, t, true)).toBeUndefined();
  });

  it('a table holding a number word still has it read as a designator', () => {
    const texts = readTableTexts();
    const withNumberWord = buildTables({ ...texts, 'secondary-units': texts['secondary-units'].replace('[needs number]\n', '[needs number]\nBAY|BAY|42\n') });
    expect(withNumberWord.digitUnitWords).toBe(true);
    expect(matchUnit(['42', '7'], 0, 2, withNumberWord, false)).toEqual({ abbrev: 'BAY', no: '7', len: 2 });
    expect(matchUnit(['42', '7'], 0, 2, t, false)).toBeUndefined();
  });
});
