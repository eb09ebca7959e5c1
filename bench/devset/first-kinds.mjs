// The valid kinds of the dev set as it stood at 6721731 (the start of the round that added the hard forms: fields
// in the wrong components, units first, noise, name variants, fractions). A build from before that round answers
// the later kinds mostly NOT_FOUND, quickly; against such a baseline, throughput over these kinds compares the same
// work, and the whole mix also counts what the later kinds ask of this build.
export const FIRST_KINDS = new Set([
  'clean', 'case_punct', 'suffix_spelled', 'suffix_wrong', 'suffix_missing', 'dir_spelled', 'dir_missing', 'typo_1', 'typo_2',
  'numbered', 'highway_vt', 'unit_forms', 'alt_city', 'zip_missing', 'city_typo_no_zip', 'zip_wrong_same_city', 'zip4_given', 'tiger_range',
]);
