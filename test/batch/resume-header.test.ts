import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCsvHeader } from '../../src/batch/resume-header.js';
import { tempDir } from '../helpers/tmp.js';

describe('--resume: the partial output\'s CSV header', () => {
  const dir = tempDir('usaddr-resume-header-');
  const partial = join(dir, 'out.csv.partial');

  it('continues only a partial output whose header is the one this run writes', async () => {
    writeFileSync(partial, 'id,street,zip,usaddr_status\n1,1 Main St,05401,SUCCESS\n');
    expect(await checkCsvHeader(partial, 'id,street,zip,usaddr_status\n')).toEqual({ ok: true });
    // an older run wrote the first object's keys only: the rows this run appends would not fit them
    expect(await checkCsvHeader(partial, 'id,street,zip,phone,usaddr_status\n')).toMatchObject({ ok: false, message: expect.stringMatching(/other CSV columns than this run writes.*without --resume/) });
    expect(await checkCsvHeader(partial, 'id,street,zip,usaddr_status,usaddr_message\n')).toMatchObject({ ok: false });
    expect(await checkCsvHeader(join(dir, 'none'), 'id\n')).toMatchObject({ ok: false, message: expect.stringMatching(/cannot read/) });
  });
});
