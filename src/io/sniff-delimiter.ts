// Picks the CSV delimiter from the first lines: the candidate seen the same (non-zero) number of
// times on most lines wins; ties go to the one seen more often.

export const DELIMITERS = [',', ';', '\t', '|'] as const;

export function sniffDelimiter(sample: string): string {
  const lines = sample
    .replace(/"(?:[^"]|"")*"/g, '""') // delimiters inside quotes do not count
    .split(/\r\n|\n|\r/)
    .slice(0, 20);
  if (lines.length > 1 && !/[\r\n]$/.test(sample)) lines.pop(); // the last line may be cut
  const nonEmpty = lines.filter((l) => l.trim().length > 0);
  let best = ',';
  let bestScore = 0;
  for (const d of DELIMITERS) {
    const counts = nonEmpty.map((l) => l.split(d).length - 1);
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const agreeing = counts.filter((c) => c === first).length;
    const score = (agreeing / counts.length) * 1000 + first;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}
