// A name from a file system or the data (a path, a header cell) shown inside a line of text: its line
// breaks are written as \n and \r, so it cannot start a line of its own (a forged summary line).
// (Other control characters are the terminal's concern: src/cli/ui/terminal-safe.ts.)

export function oneLine(name: string): string {
  return name.replace(/\r|\n/g, (c) => (c === '\n' ? '\\n' : '\\r'));
}
