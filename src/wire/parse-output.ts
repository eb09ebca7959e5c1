// `usaddr parse` output: one snake_case object per input line (the address_breakdown names plus directions).
import type { ParseResult } from '../engine/types.js';

export interface ParseOutput {
  input: string;
  primary_no: string;
  street_predirection: string;
  street_name: string;
  street_suffix_abbrev: string;
  street_postdirection: string;
  secondary_abbrev: string;
  secondary_no: string;
  city_name: string;
  state: string;
  zip_code: string;
  zip_add_on_no: string;
  /** a Puerto Rico urbanization name, without URB */
  urbanization: string;
  /** a building or firm name written before the number */
  building_or_firm_name: string;
  address_line1: string;
  address_line2: string;
  record_type_code: string;
  warnings: string[];
  /** present only when the line could not be parsed; every other field is then "" */
  error?: { reason: string; message: string };
}

/** Maps an engine parse result field by field; a failure keeps the same shape with empty fields. */
export function toParseOutput(input: string, r: ParseResult): ParseOutput {
  if (!r.ok) {
    return {
      input,
      primary_no: '',
      street_predirection: '',
      street_name: '',
      street_suffix_abbrev: '',
      street_postdirection: '',
      secondary_abbrev: '',
      secondary_no: '',
      city_name: '',
      state: '',
      zip_code: '',
      zip_add_on_no: '',
      urbanization: '',
      building_or_firm_name: '',
      address_line1: '',
      address_line2: '',
      record_type_code: '',
      warnings: [],
      error: { reason: r.reason, message: r.message },
    };
  }
  const p = r.parts;
  return {
    input,
    primary_no: p.primaryNo,
    street_predirection: p.predir,
    street_name: p.streetName,
    street_suffix_abbrev: p.suffix,
    street_postdirection: p.postdir,
    secondary_abbrev: p.secondaryAbbrev,
    secondary_no: p.secondaryNo,
    city_name: p.city,
    state: p.state,
    zip_code: p.zip,
    zip_add_on_no: p.zip4,
    urbanization: p.urbanization,
    building_or_firm_name: p.firm,
    address_line1: r.line1,
    address_line2: r.line2,
    record_type_code: p.recordType,
    warnings: r.warnings,
  };
}
