// JSON / NDJSON elements → rows. Objects may differ in their keys: each distinct set of keys gets
// its own column mapping (the aliases apply to every object, not just the first).
import { requestFromCells, resolveMapping, type ColumnMapping, type MapTarget } from './columns.js';
import type { InputRow } from './input-row.js';
import type { JsonElement } from './json-element.js';
import { UnwrittenKeyCount } from './unwritten-keys.js';

/** Distinct key sets remembered; past this the cache starts over (a mapping is cheap to redo). */
const MAX_SHAPES = 1000;

interface Shape {
  mapping: ColumnMapping | string;
  /** the object's keys are the columns, in order: its cells are its own */
  same: boolean;
  /** its keys that have no column (counted, for stderr and the summary) */
  missing: string[];
}

/**
 * `columns`: CSV output's columns (every object's keys from a first pass over a file, else the first
 * object's); `firstKeys` and `first`: the first object's keys and their mapping, or why they map nothing.
 * `unwritten`, when given, counts the rows with keys outside `columns`.
 */
export function jsonRowMaker(
  columns: readonly string[], firstKeys: readonly string[], first: ColumnMapping | string, overrides: Map<MapTarget, string[]>, unwritten?: UnwrittenKeyCount,
): (el: JsonElement) => InputRow {
  const width = columns.length;
  const columnShape = columns.join('\u0000');
  const firstShape = firstKeys.join('\u0000');
  const byShape = new Map<string, Shape>();
  const shapeOf = (keys: string[]): Shape => {
    const key = keys.join('\u0000');
    let s = byShape.get(key);
    if (s === undefined) {
      if (byShape.size >= MAX_SHAPES) byShape.clear();
      let mapping: ColumnMapping | string;
      if (key === firstShape) mapping = first;
      else {
        const r = resolveMapping(keys, overrides);
        mapping = r.ok ? r.mapping : r.message;
      }
      s = { mapping, same: key === columnShape, missing: unwritten?.missingOf(keys) ?? [] };
      byShape.set(key, s);
    }
    return s;
  };
  return (el) => {
    const blank = (): string[] => new Array<string>(width).fill('');
    if (el.error) return { line: el.line, error: `line ${el.line}: ${el.error}`, cells: blank() };
    if (!isObject(el.value)) return { line: el.line, error: `line ${el.line}: not a JSON object`, cells: blank() };
    const obj = el.value as Record<string, unknown>;
    // CSV output's columns, whatever this object holds (a key it lacks is an empty cell)
    const cells = columns.map((k) => (Object.hasOwn(obj, k) ? cellText(obj[k]) : ''));
    const keys = Object.keys(obj);
    const shape = shapeOf(keys);
    unwritten?.count(shape.missing);
    if (typeof shape.mapping === 'string') return { line: el.line, error: `line ${el.line}: ${shape.mapping}`, cells, source: obj };
    const own = shape.same ? cells : keys.map((k) => cellText(obj[k]));
    return { line: el.line, request: requestFromCells(shape.mapping, own), cells, source: obj };
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
