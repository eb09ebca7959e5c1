// A count in a message with its noun, singular for one: `1 row`, `2 rows`, `1 retry`, `3 retries`.

export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
