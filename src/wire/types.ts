// The Address Lookup API v1 shapes, exactly as they travel. snake_case lives only under src/wire.

export interface LookupRequest {
  full_address?: string;
  street_address?: string;
  apt_suite_other?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  country?: string;
  [extra: string]: string | undefined;
}

export interface AddressBreakdown {
  primary_no: string;
  street_predirection: string;
  street_name: string;
  street_suffix_abbrev: string;
  street_postdirection: string;
  secondary_no: string;
  secondary_abbrev: string;
  city_name: string;
  preferred_city_name: string;
  state: string;
  zip_code: string;
  zip_add_on_no: string;
  county_name: string;
  /** ours: a Puerto Rico urbanization name (URB LAS GLADIOLAS → LAS GLADIOLAS), "" when none */
  urbanization: string;
}

export interface AddressAdditionalInfo {
  record_type_code: string;
  carrier_route_id: string;
  county_no: string;
  congressional_dist_no: string;
}

export interface AddressDeliveryInfo {
  dpv_confirmation_indicator: string;
  dpv_cmra_indicator: string;
  dpv_door_not_accessible_indicator: string;
  dpv_drop_indicator: string;
  dpv_false_positive_indicator: string;
  dpv_footnotes: string;
  dpv_no_stats_indicator: string;
  dpv_no_stats_reason_code: string;
  dpv_no_secure_location: string;
  dpv_pbsa_indicator: string;
  dpv_vacant_indicator: string;
  residential_delivery_indicator: string;
  building_or_firm_name: string;
}

export interface Correction {
  field: string;
  from: string;
  to: string;
  reason: string;
}

export interface LookupResult {
  original_lookup_request: LookupRequest;
  lookup_index: number;
  address_line1: string;
  address_line2: string;
  lookup_status: string;
  address_accuracy_level: string;
  address_breakdown: AddressBreakdown;
  address_additional_info: AddressAdditionalInfo;
  address_delivery_info: AddressDeliveryInfo;
  /** ours, documented in README: what the engine changed relative to the input */
  corrections: Correction[];
  /** ours: the parser's warnings on the input ('no house number', 'ignored: …'); [] when none */
  warnings: string[];
}

export type BulkStatus = 'SUCCESS' | 'FAIL';

export interface BulkItem {
  status: BulkStatus;
  request: LookupRequest;
  message: string;
  result: LookupResult | null;
}

export interface BulkRequestBody {
  items: LookupRequest[];
}

export interface AutocompleteSuggestion {
  standardized_address: string;
  components: {
    street_address: string;
    apt_suite_other: string;
    city: string;
    state: string;
    zip_code: string;
  };
}

export interface AutocompleteResponse {
  suggestions: AutocompleteSuggestion[];
}

export interface ApiError {
  error: { code: string; message: string };
}
