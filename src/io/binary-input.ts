// A workbook given where a CSV is expected (`verify customers.xlsx`): said in words with what to
// do, instead of its bytes read as a header row.

const KINDS: readonly (readonly [readonly number[], string])[] = [
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive (an Excel .xlsx or OpenDocument .ods workbook is one)'],
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'an Excel 97-2003 workbook (.xls)'],
];

/** The most bytes a kind is told by. */
export const BINARY_MAGIC_BYTES = 8;

/** What binary kind a file's first bytes name, or undefined for anything else. */
export function binaryKind(head: Uint8Array): string | undefined {
  return KINDS.find(([magic]) => head.length >= magic.length && magic.every((b, i) => head[i] === b))?.[1];
}
