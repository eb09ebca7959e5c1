import { API_KEY_OPTION } from './api-key.js';
import type { CommandSpec } from './types.js';

export const suggestSpec: CommandSpec = {
  name: 'suggest',
  summary: 'Autocomplete an address: print suggestions for a query, or (on a terminal, no query) pick one live and verify it.',
  args: [{ name: 'query', description: 'the address as typed so far (words given unquoted are joined with spaces); omit on a terminal for the live prompt', variadic: true }],
  options: [
    { flags: '--json', description: 'print JSON: {suggestions:[…]} for a query, the bulk lookup item for a pick' },
    { flags: '--limit <n>', description: 'how many suggestions (1-50)', default: 10 },
    { flags: '--reference <path>', description: 'reference index built by `usaddr reference build` (default: the embedded national ZIP table: cities, states and ZIPs only)' },
    { flags: '--endpoint <url>', description: 'suggest and verify through this v1 service (usaddr serve or another) instead of locally' },
    API_KEY_OPTION,
    { flags: '--request-timeout <seconds>', description: 'with --endpoint: how long to wait for an answer', default: 10 },
    { flags: '--state <codes>', description: 'only these states (comma-separated USPS codes)' },
    { flags: '--city <names>', description: 'only these cities (comma-separated)' },
    { flags: '--zip <zips>', description: 'only these ZIPs (comma-separated)' },
    { flags: '--prefer-state <codes>', description: 'rank these states first (comma-separated)' },
    { flags: '--prefer-city <names>', description: 'rank these cities first (comma-separated)' },
    { flags: '--prefer-zip <zips>', description: 'rank these ZIPs first (comma-separated)' },
  ],
  examples: [
    'usaddr suggest "1516 folsom st" --reference shared.usaddr   # built by usaddr reference build (see its --help)',
    'usaddr suggest "123 main st" --reference vt.usaddr --prefer-city poultney --json',
    'usaddr suggest --reference shared.usaddr      # live prompt: type, arrows, Enter (Esc or Ctrl-C to leave)',
    'USADDR_API_KEY=… usaddr suggest "1516 folsom" --endpoint http://127.0.0.1:8080',
  ],
  exits: [
    { code: 0, when: "done: suggestions printed ('no suggestions' too), a pick verified, or the prompt left" },
    { code: 2, when: 'could not run: no query and no terminal, a bad flag value, bad reference, an --endpoint that does not answer or refuses the key' },
    { code: 130, when: 'interrupted (Ctrl-C) while an --endpoint was asked' },
  ],
  load: () => import('../commands/suggest.js'),
};
