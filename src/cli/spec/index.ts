import { parseSpec } from './parse.js';
import { referenceBuildSpec, referenceInfoSpec } from './reference.js';
import { serveSpec } from './serve.js';
import type { CommandSpec } from './types.js';
import { suggestSpec } from './suggest.js';
import { verifySpec } from './verify.js';

/** Every command, in the order --help lists them. */
export const COMMANDS: readonly CommandSpec[] = [verifySpec, parseSpec, suggestSpec, serveSpec, referenceBuildSpec, referenceInfoSpec];

/** What each command group (the first word of a two-word command) is for, as --help says it. */
export const GROUPS: Readonly<Record<string, string>> = {
  reference: 'Build a reference index from public address data, and show what one holds.',
};
