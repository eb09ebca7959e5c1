// Number(text) for plain decimals like "-72.5731204", without the runtime's general string parser.
// Exact: up to 15 digits the integer mantissa and 10^k are exact doubles, and one IEEE division is
// correctly rounded, so the result is the double nearest the decimal, as Number() gives.

const POW10 = Array.from({ length: 16 }, (_, k) => 10 ** k);

export function parseDecimal(s: string): number {
  let i = 0;
  const n = s.length;
  let neg = false;
  if (n > 0 && s.charCodeAt(0) === 45) {
    neg = true;
    i = 1;
  }
  let m = 0;
  let digits = 0;
  let scale = -1;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      digits += 1;
      if (scale >= 0) scale += 1;
    } else if (c === 46 && scale < 0) scale = 0;
    else return Number(s);
  }
  if (digits === 0 || digits > 15) return Number(s);
  const v = scale > 0 ? m / POW10[scale]! : m;
  return neg ? -v : v;
}
