import type { CommandSpec } from './types.js';

export const serveSpec: CommandSpec = {
  name: 'serve',
  summary: 'Serve the Address Lookup API v1 over HTTP (bulk lookup, health, metrics, OpenAPI); JSON logs on stdout.',
  args: [],
  options: [
    { flags: '--host <host>', description: 'address to listen on (0.0.0.0 in a container)', default: '127.0.0.1' },
    { flags: '--port <n>', description: 'port to listen on (0 = any free port)', default: 8080 },
    { flags: '--reference <path>', description: 'reference index built by `usaddr reference build` (default: the embedded national ZIP table)' },
    { flags: '--workers <n>', description: 'lookup worker threads (default, and at most: one per core)' },
    { flags: '--api-keys-file <path>', description: 'API keys, one per line, # comments; re-read on SIGHUP. Keys also come from env USADDR_API_KEYS=key1,key2' },
    { flags: '--no-auth', description: 'serve without API keys (a warning is logged at every start)' },
    { flags: '--max-items <n>', description: 'items per bulk request; more is a 413', default: 1000 },
    { flags: '--max-body <size>', description: 'request body limit (bytes, or with kb / mb); more is a 413', default: '5mb' },
    { flags: '--rate-limit <n>', description: 'requests per minute per API key, per replica; more is a 429 (default: off)' },
    { flags: '--request-timeout <seconds>', description: 'a request still running after this answers 503', default: 30 },
    { flags: '--shutdown-timeout <seconds>', description: 'on SIGTERM / SIGINT: how long in-flight requests may finish before connections are cut', default: 10 },
    { flags: '--log-addresses', description: 'include address text (query, bulk items) in the request log lines (never by default)' },
  ],
  examples: [
    'USADDR_API_KEYS=devkey usaddr serve',
    'usaddr serve --reference shared.usaddr --api-keys-file keys.txt --host 0.0.0.0 --port 8080',
    'usaddr serve --no-auth --port 0 --workers 2',
    "curl -s -H 'Authorization: Bearer devkey' -H 'content-type: application/json' -d '{\"items\":[{\"full_address\":\"12 Main St, Middlebury VT 05753\"}]}' http://127.0.0.1:8080/v1/addresses/lookup/bulk",
  ],
  exits: [
    { code: 0, when: 'stopped by SIGTERM or SIGINT once requests in flight finished' },
    { code: 2, when: 'could not start: no API keys (and no --no-auth), a bad key, a bad flag value, the port in use, bad reference' },
  ],
  load: () => import('../commands/serve.js'),
};
