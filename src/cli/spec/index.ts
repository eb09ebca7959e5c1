import { parseSpec } from './parse.js';
import { referenceBuildSpec, referenceInfoSpec } from './reference.js';
import { serveSpec } from './serve.js';
import type { CommandSpec, ExitSpec } from './types.js';
import { suggestSpec } from './suggest.js';
import { verifySpec } from './verify.js';

/** Every command, in the order --help lists them. */
export const COMMANDS: readonly CommandSpec[] = [verifySpec, parseSpec, suggestSpec, serveSpec, referenceBuildSpec, referenceInfoSpec];

/** What each command group (the first word of a two-word command) is for, as --help says it. */
export const GROUPS: Readonly<Record<string, string>> = {
  reference: 'Build a reference index from public address data, and show what one holds.',
};

/** The exit codes every command shares, as `usaddr --help` and README's Commands section say them. */
export const EXIT_CODES: readonly ExitSpec[] = [
  { code: 0, when: 'done' },
  { code: 1, when: 'done, but verify --max-failures or --max-unverified was exceeded' },
  { code: 2, when: 'could not run (usage, unreadable input, bad reference)' },
  { code: 130, when: 'interrupted (Ctrl-C)' },
];
