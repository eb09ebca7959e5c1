import type { CommandSpec } from './types.js';

export const referenceBuildSpec: CommandSpec = {
  name: 'reference build',
  summary: 'Build a reference index from OpenAddresses CSV / CSV.GZ / GeoJSON-lines and TIGER ADDRFEAT CSV.',
  args: [{ name: 'sources', description: 'source files (kind detected from the name / CSV header; .gz read directly)', required: true, variadic: true }],
  options: [
    { flags: '--out <path>', description: 'where to write the index (required)' },
    { flags: '--districts <file>', description: 'ZCTA → congressional district CSV: columns zcta and cd, any others ignored (../shared/data/zip has one)' },
    { flags: '--json', description: 'print the build report as JSON on stdout' },
    { flags: '-q, --quiet', description: 'no progress and no summary on stderr (errors only)' },
  ],
  examples: [
    'usaddr reference build ../shared/data/reference/ca-alameda-sample.oa.csv --out alameda.usaddr',
    'usaddr reference build ../shared/data/reference/*.csv* --districts ../shared/data/zip/zcta-congressional-district-119.csv --out shared.usaddr',
  ],
  exits: [
    { code: 0, when: 'the index was written' },
    { code: 2, when: 'could not build: usage, a source unreadable, cut short or of no known kind, no address in any source, --out unwritable or one of the sources' },
  ],
  load: () => import('../commands/reference-build.js'),
};

export const referenceInfoSpec: CommandSpec = {
  name: 'reference info',
  summary: 'Show what a reference index holds: sources, build date, counts by state and ZIP, backed fields.',
  args: [{ name: 'path', description: 'index file', required: true }],
  options: [{ flags: '--json', description: 'print JSON instead of a table' }],
  examples: ['usaddr reference info alameda.usaddr', 'usaddr reference info shared.usaddr --json'],
  exits: [
    { code: 0, when: 'done' },
    { code: 2, when: 'the index is missing, truncated, corrupt or of another format version' },
  ],
  load: () => import('../commands/reference-info.js'),
};
