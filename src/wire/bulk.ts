// Domain LookupOutcome -> the API's bulk item, field by field; every field present, "" when unbacked.
import type { CorrectionField, LookupMatch, LookupOutcome } from '../engine/lookup/types.js';
import { emptyBreakdown, toBreakdown } from './breakdown.js';
import type { BulkItem, Correction, LookupRequest, LookupResult } from './types.js';

const WIRE_FIELD: Record<CorrectionField, string> = {
  primaryNo: 'primary_no',
  street: 'street_name',
  secondary: 'secondary_no',
  city: 'city_name',
  state: 'state',
  zip: 'zip_code',
  zip4: 'zip_add_on_no',
  fields: 'fields',
};

/** The result of a FAIL that checked nothing (or a row that could not be read): ADDRESS_NOT_FOUND / NONE, every field "". */
export function failedResult(request: LookupRequest, index: number, warnings: string[] = []): LookupResult {
  return {
    original_lookup_request: request,
    lookup_index: index,
    address_line1: '',
    address_line2: '',
    lookup_status: 'ADDRESS_NOT_FOUND',
    address_accuracy_level: 'NONE',
    address_breakdown: emptyBreakdown(),
    address_additional_info: { record_type_code: '', carrier_route_id: '', county_no: '', congressional_dist_no: '' },
    address_delivery_info: {
      dpv_confirmation_indicator: '',
      dpv_cmra_indicator: '',
      dpv_door_not_accessible_indicator: '',
      dpv_drop_indicator: '',
      dpv_false_positive_indicator: '',
      dpv_footnotes: '',
      dpv_no_stats_indicator: '',
      dpv_no_stats_reason_code: '',
      dpv_no_secure_location: '',
      dpv_pbsa_indicator: '',
      dpv_vacant_indicator: '',
      residential_delivery_indicator: '',
      building_or_firm_name: '',
    },
    corrections: [],
    warnings,
  };
}

// most results correct nothing: they share one frozen empty list rather than each keeping one alive
const NO_CORRECTIONS = Object.freeze([]) as readonly Correction[] as Correction[];

function wireCorrections(list: LookupMatch['corrections']): Correction[] {
  if (list.length === 0) return NO_CORRECTIONS;
  // sized up front: the list outlives the batch, so no spare capacity is carried along
  const fixes: Correction[] = new Array<Correction>(list.length);
  for (let i = 0; i < fixes.length; i++) {
    const c = list[i]!;
    fixes[i] = { field: WIRE_FIELD[c.field], from: c.from, to: c.to, reason: c.reason };
  }
  return fixes;
}

function matchResult(request: LookupRequest, index: number, m: LookupMatch): LookupResult {
  const p = m.parts;
  return {
    original_lookup_request: request,
    lookup_index: index,
    address_line1: m.line1,
    address_line2: m.line2,
    lookup_status: m.status,
    address_accuracy_level: m.accuracy,
    address_breakdown: toBreakdown(p, m.preferredCity, m.countyName),
    address_additional_info: {
      record_type_code: p.recordType,
      carrier_route_id: '',
      county_no: m.countyFips,
      congressional_dist_no: m.district,
    },
    address_delivery_info: {
      dpv_confirmation_indicator: m.dpv,
      dpv_cmra_indicator: '',
      dpv_door_not_accessible_indicator: '',
      dpv_drop_indicator: '',
      dpv_false_positive_indicator: '',
      dpv_footnotes: m.dpvFootnotes,
      dpv_no_stats_indicator: '',
      dpv_no_stats_reason_code: '',
      dpv_no_secure_location: '',
      dpv_pbsa_indicator: '',
      dpv_vacant_indicator: '',
      residential_delivery_indicator: m.residential,
      building_or_firm_name: p.firm,
    },
    corrections: wireCorrections(m.corrections),
    warnings: m.warnings,
  };
}

export function toBulkItem(request: LookupRequest, index: number, outcome: LookupOutcome): BulkItem {
  if (!outcome.ok) {
    // a FAIL that still checked the city, state and ZIP keeps them
    const result = outcome.match !== undefined ? matchResult(request, index, outcome.match) : failedResult(request, index, outcome.warnings);
    return { status: 'FAIL', request, message: `${outcome.reason}: ${outcome.message}`, result };
  }
  return { status: 'SUCCESS', request, message: outcome.message, result: matchResult(request, index, outcome) };
}
