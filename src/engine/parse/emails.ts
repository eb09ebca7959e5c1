// 'VT 05401 john.smith@example.com', '12 MAIN ST Email: orders@acme.co': an e-mail address written with the address
// (and its EMAIL label) is no part of it.
import type { Tables } from '../normalize/tables.js';
import { alternation } from './regex-words.js';

const patterns = new WeakMap<ReadonlySet<string>, RegExp>();

// built once per set of labels (parse-words.txt [email labels]: EMAIL, E-MAIL …)
function patternFor(labels: ReadonlySet<string>): RegExp {
  let p = patterns.get(labels);
  if (p === undefined) {
    const label = String.raw`(?:\b(?:${alternation(labels)})\b\.?:?\s*)`;
    p = new RegExp(String.raw`${label}?[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}\b`, 'gi');
    patterns.set(labels, p);
  }
  return p;
}

/** The text with any e-mail address (and its label) replaced by a space. */
export function dropEmails(text: string, t: Tables): string {
  // (most addresses have no @: one scan, no regex)
  if (text.indexOf('@') < 0) return text;
  return text.replace(patternFor(t.emailLabels), ' ');
}
