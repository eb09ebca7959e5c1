// '... BARRE, VT 05641 M-F 9:00-5:00', '... MD 21136, Hours: 9am - 5pm', '... VT 05829, Tue-Thu 8:30-4:30': a business
// list's opening hours written after the address are no part of it (their digits had cost the last line: the ZIP was
// read as no ZIP). A time range counts only with a clock time (9:00), am/pm, an HOURS label or a day range before it:
// '12-14 MAIN ST', 'APT 9-5' stay.
const DAY = String.raw`(?:MON|TUES?|WED|THU(?:RS?)?|FRI|SAT|SUN)(?:DAY)?\.?|M|F`;
const TIME = String.raw`\d{1,2}(?::[0-5]\d)?\s*(?:[AP]\.?M\b\.?)?`;
// (whole numbers at both ends: no part of a timestamp, '10:00:00 -0500')
const HOURS = new RegExp(String.raw`(?:\bHOURS\b:?\s*)?(?:\b(?:${DAY})\s*[-–]\s*(?:${DAY})\s+)?(?<![\d:])${TIME}\s*[-–]\s*${TIME}(?![\d:])`, 'gi');

function isHours(m: string): boolean {
  return /\d:[0-5]\d|\d\s*[AP]\.?M|^HOURS|^[A-Z]/i.test(m);
}

/** The text with opening hours replaced by a space (called only on text holding a colon: the clock times and labels). */
export function dropOpeningHours(text: string): string {
  return text.replace(HOURS, (m) => (isHours(m) ? ' ' : m));
}
