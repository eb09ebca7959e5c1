// '12 MAIN ST (410) 555-0134', 'VT 05201 Phone: 802-555-0148': a phone number written with the address is no part of it
// (a country code 1 only as +1 or 1-: in 'APT 1 802-555-0199' the 1 is the unit's).
const LABEL = String.raw`(?:\b(?:TEL|TELEPHONE|PHONE|PH|CELL|MOBILE|FAX)\b\.?:?\s*)`;
const NUMBER = String.raw`(?:(?:\+1[-. ]?|(?<![0-9A-Z])1[-.])?(?:\(\d{3}\)\s*|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b)`;
const PHONE = new RegExp(String.raw`${LABEL}?${NUMBER}|${LABEL}\d{10}\b`, 'i');
const PHONES = new RegExp(PHONE.source, 'gi');

/** Ten digits at least: no phone number fits in fewer (most addresses stop there, before any regex). */
function mayHoldPhone(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits >= 10) return true;
  }
  return false;
}

/** The text with any phone number (and its TEL / PHONE label) replaced by a space. */
export function dropPhones(text: string): string {
  return mayHoldPhone(text) && PHONE.test(text) ? text.replace(PHONES, ' ') : text;
}
