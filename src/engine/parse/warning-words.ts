// The parser's warnings the lookup reads back in (lookup/set-aside.ts, lookup-one.ts): one spelling for the writer and the reader.

/** words the parse set aside, part of no field: 'ignored: ACRES', 'ignored: MHP, ROOM B' */
export const SET_ASIDE = 'ignored: ';
/** an apt_suite_other that reads as no unit: 'unrecognised unit: 9 KENOLIE CAMPGROUND' */
export const UNREAD_UNIT = 'unrecognised unit: ';
