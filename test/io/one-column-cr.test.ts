// A one-column list (whole addresses) of LF or CRLF lines with a bare CR in an unquoted cell: a line end
// of another kind (pieces of an old Mac file joined in) or data; the record cannot tell. With more columns
// its field count gives it away (a FAIL row); with one, two addresses were looked up as one, SUCCESS, a row gone.
import { describe, expect, it } from 'vitest';
import { readAll } from '../integrity/read-open.js';

const A = '12 Main Street Springfield IL 62701';
const B = '45 College St Springfield IL 62701';
const C = '7 Court Sq Springfield IL 62701';

describe('one-column CSV: a bare CR in an unquoted cell', () => {
  it.each([['\n'], ['\r\n']])('is one FAIL row naming it (line ends %j); a quoted CR is data', async (eol) => {
    const { rows, error } = await readAll(`address${eol}${A}${eol}${B}\r${C}${eol}"${C}\rRear"${eol}${A}${eol}`);
    expect(error).toBeUndefined();
    expect(rows.map((r) => r.error ?? r.request!.full_address)).toEqual([
      A,
      'line 3: a carriage return (CR) inside an unquoted cell: two lines joined by a line end of another kind? (quote the cell if the CR is data)',
      `${C}\rRear`,
      A,
    ]);
    expect(rows[1]!.cells).toEqual([`${B}\r${C}`]);
  });

  it('in a file whose lines end with a bare CR, it ends the line as before', async () => {
    const { rows } = await readAll(`address\r${A}\r${B}\r${C}\r`);
    expect(rows.map((r) => r.error ?? r.request!.full_address)).toEqual([A, B, C]);
  });
});
