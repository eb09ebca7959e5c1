/** Bumped whenever the binary layout (columns.ts schema or header) changes; old files are refused. */
export const FORMAT_VERSION = 2;
