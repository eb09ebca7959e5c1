// A count in a message with its noun, singular for one: `1 row`, `2 rows`, `1 retry`, `3 retries`, `262,811 rows`.

/** `number` shows the count as formatted (Intl.NumberFormat: `262,811`); the noun follows the count itself. */
export function counted(n: number, noun: string, plural = `${noun}s`, number?: { format(n: number): string }): string {
  return `${number ? number.format(n) : n} ${n === 1 ? noun : plural}`;
}
