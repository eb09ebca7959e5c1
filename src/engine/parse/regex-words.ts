// Word lists from src/data as a regex alternation (labels before a phone or an e-mail address, extensions).

/** The words joined with |, every character but a letter or digit escaped (E-MAIL → E\-MAIL). */
export function alternation(words: ReadonlySet<string>): string {
  return [...words].map((w) => w.replace(/[^A-Z0-9]/g, (ch) => `\\${ch}`)).join('|');
}
