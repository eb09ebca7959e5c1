import { parseSpec } from './parse.js';
import { referenceBuildSpec, referenceInfoSpec } from './reference.js';
import type { CommandSpec } from './types.js';
import { verifySpec } from './verify.js';

/** Every command, in the order --help lists them. */
export const COMMANDS: readonly CommandSpec[] = [verifySpec, parseSpec, referenceBuildSpec, referenceInfoSpec];
