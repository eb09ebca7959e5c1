// '217 BALD MOUNTAIN CAMPGROUND http://shop.example.net', 'www.acme-widgets.com, 7 Bruleys Trailer Park': a web address
// written with the address is no part of it (after a name holding a type word it had been read into the name).

// a scheme or www., or a dotted name ending in a common top-level domain, with its path
const WEB_ADDRESS = /(?:\b(?:https?|ftp):\/\/|\bwww\.)[^\s,;]+|(?<![@.\w])[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.(?:COM|NET|ORG|EDU|GOV|BIZ|INFO|IO)\b(?:\/[^\s,;]*)?/gi;
const MAY_HOLD = /:\/\/|www\.|\.(?:com|net|org|edu|gov|biz|info|io)\b/i;

/** The text with any web address replaced by a space. */
export function dropUrls(text: string): string {
  // (most addresses have no dot, and most with one no web address: one scan, then one test)
  if (text.indexOf('.') < 0 || !MAY_HOLD.test(text)) return text;
  return text.replace(WEB_ADDRESS, ' ');
}
