// What a state or ZIP filter value must look like: any other value matches nothing, so a typo
// ('California', '0599') would empty the list silently; the CLI and the HTTP route refuse it.

export const FILTER_FORMS = {
  state: { pattern: /^[A-Za-z]{2}$/, what: 'two-letter USPS state codes (CA,VT)' },
  zip: { pattern: /^\d{5}$/, what: '5-digit ZIPs' },
} as const;

export type FilterForm = keyof typeof FILTER_FORMS;

/** the first value that is not of the form, or undefined */
export function badFilterValue(values: readonly string[] | undefined, form: FilterForm): string | undefined {
  return values?.find((v) => !FILTER_FORMS[form].pattern.test(v));
}
