// JSON / NDJSON elements → rows. Objects may differ in their keys: each distinct set of keys gets
// its own column mapping (the aliases apply to every object, not just the first).
import { requestFromCells, resolveMapping, type ColumnMapping, type MapTarget } from './columns.js';
import type { InputRow } from './input-row.js';
import type { JsonElement } from './json-element.js';

/** Distinct key sets remembered; past this the cache starts over (a mapping is cheap to redo). */
const MAX_SHAPES = 1000;

/** `columns`: the first object's keys (CSV output's columns); `first`: their mapping, or why they map nothing. */
export function jsonRowMaker(columns: readonly string[], first: ColumnMapping | string, overrides: Map<MapTarget, string[]>): (el: JsonElement) => InputRow {
  const width = columns.length;
  const byShape = new Map<string, ColumnMapping | string>();
  byShape.set(columns.join('\u0000'), first);
  const mappingFor = (keys: string[]): ColumnMapping | string => {
    const shape = keys.join('\u0000');
    let m = byShape.get(shape);
    if (m === undefined) {
      if (byShape.size >= MAX_SHAPES) byShape.clear();
      const r = resolveMapping(keys, overrides);
      m = r.ok ? r.mapping : r.message;
      byShape.set(shape, m);
    }
    return m;
  };
  return (el) => {
    const blank = (): string[] => new Array<string>(width).fill('');
    if (el.error) return { line: el.line, error: `line ${el.line}: ${el.error}`, cells: blank() };
    if (!isObject(el.value)) return { line: el.line, error: `line ${el.line}: not a JSON object`, cells: blank() };
    const obj = el.value as Record<string, unknown>;
    // the first object's columns are the CSV output's columns, whatever this object holds
    const cells = columns.map((k) => cellText(obj[k]));
    const keys = Object.keys(obj);
    const mapping = mappingFor(keys);
    if (typeof mapping === 'string') return { line: el.line, error: `line ${el.line}: ${mapping}`, cells, source: obj };
    const own = mapping === first ? cells : keys.map((k) => cellText(obj[k]));
    return { line: el.line, request: requestFromCells(mapping, own), cells, source: obj };
  };
}

/** JSON values as cells: numbers keep their digits (a ZIP given as 2134 stays "2134"), null is empty. */
export function cellText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export function isObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
