// How a failure the user can fix reads on stderr: one line, then the hint; the prefix red on a terminal.
import type { ChalkInstance } from 'chalk';

export function errorText(message: string, hint: string | undefined, c: ChalkInstance): string {
  return `${c.red('usaddr:')} ${message}\n${hint ? `  ${c.dim(hint)}\n` : ''}`;
}
