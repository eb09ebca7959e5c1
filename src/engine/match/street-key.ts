// The loose key two street names share when they name the same street: spacing and highway
// aliases (VT ROUTE 22A = ROUTE 22A = STATE HIGHWAY 22A) removed. Applied to standardized names.

const HIGHWAY = /^(?:(?:US |STATE |[A-Z]{2} )?(?:ROUTE|HIGHWAY|RTE|RT|HWY)|STATE ROAD) (\d+[A-Z]?)$/;
// people write these name words either way (ST JAMES = SAINT JAMES)
const NAME_WORDS = /\b(?:SAINT|MOUNT|FORT)\b/g;
const SHORT: Record<string, string> = { SAINT: 'ST', MOUNT: 'MT', FORT: 'FT' };
const STATE_CODE_ONLY = /^[A-Z]{2}[ -](\d+[A-Z]?)$/;

export function nameKey(name: string): string {
  const hw = HIGHWAY.exec(name) ?? STATE_CODE_ONLY.exec(name);
  if (hw !== null && !name.startsWith('COUNTY') && !/^(?:CO|CR) /.test(name)) return `~RT${hw[1]}`;
  const text = name.includes('SAINT') || name.includes('MOUNT') || name.includes('FORT') ? name.replace(NAME_WORDS, (w) => SHORT[w]!) : name;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) out += text[i];
  }
  return out;
}

/** True when the key came from a highway alias (its route word is interchangeable, not a typo). */
export function isHighwayKey(key: string): boolean {
  return key.startsWith('~RT');
}
