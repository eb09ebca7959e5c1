// A title above a CSV's header (`Customer list, exported 2026-11-01`, then the header on line 2), as some exports
// write it: the first line names no address field, one of the next few would. Said with what to do; the rows stay
// as read (no line is skipped on a guess, and line numbers stay those of the file).
import { parse } from 'csv-parse/sync';
import { looksLikeHeader, resolveMapping } from './columns.js';
import { oneLine } from './one-line.js';
import { sniffDelimiter } from './sniff-delimiter.js';

/** Lines looked at for a header below a title. */
const LINES = 5;

/**
 * When the first record's cells name no address field but a line among the few after it would be a header that does:
 * what to do, in one line (`path` '-': stdin). `head`: the input's first bytes as text; `delimiter`: as given.
 */
export function headerBelowTitle(head: string, first: { line: number; cells: readonly string[] }, input: { path: string; gz: boolean }, delimiter?: string): string | undefined {
  if (namesFields(first.cells)) return undefined;
  const lines = head.split(/\r\n|\n|\r/);
  // the last line may be cut off
  if (!/[\r\n]$/.test(head)) lines.pop();
  for (let i = first.line; i < Math.min(lines.length, first.line + LINES); i++) {
    if (lines[i]!.trim() === '') continue;
    const cells = cellsOf(lines[i]!, delimiter ?? sniffDelimiter(lines.slice(i).join('\n')));
    if (!namesFields(cells)) continue;
    const line = i + 1;
    const above = i === 1 ? 'line 1' : `lines 1-${i}`;
    return `line ${line} (${oneLine(cells.join(', '))}) looks like the header row, with a title above it: delete ${above} (${how(input, line)})`;
  }
  return undefined;
}

function cellsOf(line: string, delimiter: string): string[] {
  try {
    return (parse(line, { delimiter, relax_column_count: true, relax_quotes: true }) as string[][])[0] ?? [];
  } catch {
    return [];
  }
}

/** A header whose names map at least one address field (not guessed from values). */
function namesFields(cells: readonly string[]): boolean {
  return cells.length > 0 && looksLikeHeader(cells) && resolveMapping(cells, new Map()).ok;
}

/** The shell command that writes the file from its line `line` on (`customers.csv` → `customers.no-title.csv`). */
function how(input: { path: string; gz: boolean }, line: number): string {
  if (input.path === '-') return `… | tail -n +${line} | usaddr verify -`;
  const plain = input.path.replace(/\.gz$/i, '');
  const m = /^(.*?)(\.[^./\\]+)?$/s.exec(plain)!;
  const out = `${m[1]}.no-title${m[2] ?? '.csv'}`;
  const from = input.gz ? `gzip -dc ${shellWord(input.path)} | tail -n +${line}` : `tail -n +${line} ${shellWord(input.path)}`;
  return `${from} > ${shellWord(out)}, then verify that file`;
}

/** A path as one shell word: as it is when plain, else in single quotes (a line break in it shown as \n: the hint stays one line). */
function shellWord(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : oneLine(`'${s.replace(/'/g, `'\\''`)}'`);
}
