// The `canonical|variant|variant` data-file format: '# ' starts a comment line, '[name]' starts a section.

export interface TableSection {
  name: string;
  rows: string[][];
}

/** Splits a table file into sections of rows; rows before any '[section]' go to section ''. */
export function parseTableText(text: string): TableSection[] {
  const sections: TableSection[] = [{ name: '', rows: [] }];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // '#' alone is a real entry (the pound unit designator), so a comment needs '# ' or a bare '#' line
    if (line === '' || line.startsWith('# ') || line === '#') continue;
    if (line.startsWith('[') && line.endsWith(']')) {
      sections.push({ name: line.slice(1, -1), rows: [] });
      continue;
    }
    sections[sections.length - 1]!.rows.push(line.split('|').map((c) => c.trim()));
  }
  return sections.filter((s) => s.name !== '' || s.rows.length > 0);
}

/** All rows of the named section ('' for an unsectioned file). */
export function rowsOf(sections: TableSection[], name: string): string[][] {
  return sections.filter((s) => s.name === name).flatMap((s) => s.rows);
}
