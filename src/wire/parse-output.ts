// `usaddr parse` output: one snake_case object per input line (the address_breakdown names plus directions).
import { emptyParts } from '../engine/parse/parts.js';
import type { AddressParts, ParseResult } from '../engine/types.js';
import { toBreakdown } from './breakdown.js';
import type { AddressBreakdown } from './types.js';

/** the breakdown's fields a parse can fill (no ZIP was matched, so no preferred city or county) */
type ParsedBreakdown = Omit<AddressBreakdown, 'preferred_city_name' | 'county_name'>;

export interface ParseOutput extends ParsedBreakdown {
  input: string;
  /** a building or firm name written before the number */
  building_or_firm_name: string;
  address_line1: string;
  address_line2: string;
  record_type_code: string;
  warnings: string[];
  /** present only when the line could not be parsed; every other field is then "" */
  error?: { reason: string; message: string };
}

/** The breakdown mapped by the one mapper (wire/breakdown.ts), without the two fields only a lookup fills. */
function parsedBreakdown(p: AddressParts): ParsedBreakdown {
  const { preferred_city_name: _city, county_name: _county, ...fields } = toBreakdown(p);
  return fields;
}

/** An engine parse result as `usaddr parse` prints it; a failure keeps the same shape with empty fields. */
export function toParseOutput(input: string, r: ParseResult): ParseOutput {
  if (!r.ok) return failedOutput(input, r.reason, r.message);
  const p = r.parts;
  return {
    input,
    ...parsedBreakdown(p),
    building_or_firm_name: p.firm,
    address_line1: r.line1,
    address_line2: r.line2,
    record_type_code: p.recordType,
    warnings: r.warnings,
  };
}

/** A line not parsed (the engine's reason, or one of reading it, such as INVALID_UTF8): empty fields and the error. */
export function failedOutput(input: string, reason: string, message: string): ParseOutput {
  const p = emptyParts();
  return {
    input,
    ...parsedBreakdown(p),
    building_or_firm_name: p.firm,
    address_line1: '',
    address_line2: '',
    record_type_code: p.recordType,
    warnings: [],
    error: { reason, message },
  };
}
