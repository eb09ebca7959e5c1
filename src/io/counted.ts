// A count in a message with its noun, singular for one: `1 row`, `2 rows`, `1 retry`, `3 retries`, `262,811 rows`.

export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

const grouped = new Intl.NumberFormat('en-US');

/** The same with the count's thousands grouped (`262,811 rows`), as the reference build's reports write their counts. */
export function countedGrouped(n: number, noun: string, plural = `${noun}s`): string {
  return `${grouped.format(n)} ${n === 1 ? noun : plural}`;
}
