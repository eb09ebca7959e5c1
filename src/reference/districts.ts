// ZCTA → congressional district CSV (state_fips,state_abbr,zcta,cd) → IndexBuilder.addDistrict.
import type { IndexBuilder } from '../engine/reference/index.js';
import { readCsvBatches } from './csv-records.js';
import { SourceError } from './errors.js';
import { openSource } from './open-source.js';
import { newReport, tally, type SourceReport } from './report.js';

export async function importDistricts(path: string, builder: IndexBuilder): Promise<SourceReport> {
  const opened = openSource(path);
  const report = newReport(path, 'districts');
  let zcta = -1;
  let cd = -1;
  let width = 0;
  try {
    for await (const batch of readCsvBatches(opened.stream)) {
      let k = 0;
      if (width === 0) {
        const header = batch.records[0]!.map((h) => h.trim().toLowerCase());
        zcta = header.indexOf('zcta');
        cd = header.indexOf('cd');
        if (zcta < 0 || cd < 0) throw new SourceError(path, `${path}: a districts file needs columns zcta and cd (got ${header.join(',')})`);
        width = header.length;
        k = 1;
      }
      for (; k < batch.records.length; k++) {
        const row = batch.records[k]!;
        tally(report, row.length === width ? builder.addDistrict(row[zcta]!, row[cd]!) : { ok: false, reason: 'MALFORMED_ROW' });
      }
    }
  } finally {
    opened.stream.destroy();
  }
  if (width === 0) throw new SourceError(path, `${path} is empty (no header line)`);
  return report;
}
