// ZCTA → congressional district CSV (state_fips,state_abbr,zcta,cd) → IndexBuilder.addDistrict.
import type { IndexBuilder } from '../engine/reference/index.js';
import { readCsvPicked } from './csv-columns.js';
import { SourceError } from './errors.js';
import { openSource } from './open-source.js';
import { MALFORMED, newReport, tally, type SourceReport } from './report.js';

export async function importDistricts(path: string, builder: IndexBuilder): Promise<SourceReport> {
  const opened = openSource(path);
  const report = newReport(path, 'districts');
  let width = 0;
  try {
    const sawHeader = await readCsvPicked(opened.stream, {
      header(fields) {
        const header = fields.map((h) => h.trim().toLowerCase());
        const zcta = header.indexOf('zcta');
        const cd = header.indexOf('cd');
        if (zcta < 0 || cd < 0) throw new SourceError(path, `${path}: a districts file needs columns zcta and cd (got ${header.join(',')})`);
        width = header.length;
        return [zcta, cd];
      },
      row(values, w) {
        tally(report, w === width ? builder.addDistrict(values[0]!, values[1]!) : MALFORMED);
      },
    });
    if (!sawHeader) throw new SourceError(path, `${path} is empty (no header line)`);
  } finally {
    opened.stream.destroy();
  }
  return report;
}
