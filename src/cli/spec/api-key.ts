import type { OptionSpec } from './types.js';

/** The one --api-key flag of the commands that talk to an --endpoint (verify, suggest). */
export const API_KEY_OPTION = { flags: '--api-key <key>', description: 'bearer key for --endpoint (never printed or saved)', env: 'USADDR_API_KEY' } as const satisfies OptionSpec;
