// "101 E MARKET ST UNIT 5 CA LONG BEACH 90807": the state written before the city, not after it.
import { stateFromWords } from '../../normalize/city.js';
import type { ParseResult } from '../../types.js';
import { NO_WORDS, type ParseContext } from '../context.js';
import { SET_ASIDE } from '../warning-words.js';

export function stateBeforeCity(c: ParseContext): ParseResult | undefined {
  const { parts } = c;
  const stateBefore = parts.state === '' && c.ignored.length <= 2 ? stateFromWords(c.ignored, c.t) : '';
  if (stateBefore !== '') {
    parts.state = stateBefore;
    c.ignored = NO_WORDS;
  }
  if (c.ignored.length > 0) c.warnings.push(`${SET_ASIDE}${c.ignored.join(' ')}`);
  return undefined;
}
