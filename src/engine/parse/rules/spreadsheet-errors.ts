// apt_suite_other '#N/A', '12 Main St #VALUE!', '12 Main St, #REF!, Burlington': a spreadsheet's error value left in a
// cell is no part of the address (read as written, '#N/A' is unit N, '#DIV/0!' unit 0).
const ERRORS = /#(?:N\/A|VALUE!|REF!|NAME\?|DIV\/0!|NULL!|NUM!|SPILL!|CALC!)/gi;

/** The text without spreadsheet error values (a '#' is the cheap test first). */
export function dropSpreadsheetErrors(text: string): string {
  return text.indexOf('#') < 0 ? text : text.replace(ERRORS, ' ');
}
