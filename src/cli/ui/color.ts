import { Chalk, type ChalkInstance } from 'chalk';

/** Colour only on a terminal, never with NO_COLOR or under CI. */
export function colorsFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): ChalkInstance {
  const on = Boolean(stream.isTTY) && env.NO_COLOR === undefined && !env.CI && env.TERM !== 'dumb';
  return new Chalk({ level: on ? 1 : 0 });
}

export function isInteractive(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return Boolean(stream.isTTY) && !env.CI;
}
