// '{"address1":"12 Main St","city":"Burlington","state":"VT","zip":"05401"}', 'address1=12+Main+St&city=Burlington&state=VT',
// 'Street: 12 Main St; City: Burlington; State: VT; Zip: 05401': a record exported as JSON, a query string or labelled
// pairs in one column; read as its values, one line each (the labels of a unit, Apt: or Suite:, stay: they are its designator).

// an address field's label
const NAMES = String.raw`(?:street[ _]?address(?:[ _]?[12])?|street(?:[ _]?[12])?|address(?:[ _]?line)?(?:[ _]?[12])?|addr[ _]?[12]|line[ _]?[12]|city|town|state|province|region|zip(?:[ _]?code)?|postal[ _]?code|post[ _]?code|country(?:[ _]?code)?)`;
// ... then ':' (a JSON key's quotes around it); or opening a query string's pair, then '='
const LABEL = new RegExp(String.raw`(^|[\s;,|{"])\s*"?${NAMES}"?\s*:\s*|(^|[&?])${NAMES}=`, 'gi');
// 'key=' after an '&' in a query string
const QUERY_PAIR = /&[A-Za-z_][\w.[\]]{0,30}=/g;

function values(v: unknown, out: string[]): void {
  if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) values(x, out);
}

/** A JSON object's values, one per line; undefined when the text is no JSON object. */
function jsonValues(text: string): string | undefined {
  try {
    const out: string[] = [];
    values(JSON.parse(text), out);
    return out.length === 0 ? undefined : out.join('\n');
  } catch {
    return undefined;
  }
}

/** The record's values, one per line, when the text is one (a ':' '=' or '{' is the cheap test first); else the text. */
export function keyValueRecord(text: string): string {
  if (text.indexOf(':') < 0 && text.indexOf('=') < 0) return text;
  const trimmed = text.trim();
  if (trimmed.charCodeAt(0) === 123 && trimmed.charCodeAt(trimmed.length - 1) === 125) {
    const json = jsonValues(trimmed);
    if (json !== undefined) return json;
  }
  // (one label alone, 'Zip: 05401' or 'Address: 12 Main St', is a label the other rules read; two make a record)
  if ((text.match(LABEL)?.length ?? 0) < 2) return text;
  // (a query string's other pairs too, whatever their keys)
  const out = text.replace(LABEL, (_, colon: string | undefined) => (colon === undefined || colon === '' || /\s/.test(colon) ? '\n' : `${colon}\n`)).replace(QUERY_PAIR, '\n');
  return out.replace(/[&;,|{}"]*\n[&;,|{}"\s]*/g, '\n').trim();
}
