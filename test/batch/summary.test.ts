import { describe, expect, it } from 'vitest';
import { buildSummary, summaryCounts, summaryText, type Summary } from '../../src/batch/summary.js';
import { countItem, emptyTally, mergeTally } from '../../src/batch/tally.js';
import type { BulkItem, LookupResult } from '../../src/wire/types.js';

const item = (lookup_status: string, corrections: LookupResult['corrections'] = []): BulkItem => ({
  status: 'SUCCESS', request: {}, message: '',
  result: { lookup_status, address_accuracy_level: lookup_status === 'ADDRESS_FOUND' ? 'ROOFTOP' : 'NONE', corrections } as LookupResult,
});

describe('tally and summary', () => {
  it('counts statuses, corrections by field and failures (not-found, ambiguous, FAIL; not unverified)', () => {
    const a = emptyTally();
    countItem(a, item('ADDRESS_FOUND', [{ field: 'zip_code', from: '1', to: '2', reason: '' }]), false);
    countItem(a, item('ADDRESS_UNVERIFIED'), false);
    const b = emptyTally();
    countItem(b, item('ADDRESS_NOT_FOUND'), false);
    countItem(b, item('ADDRESS_AMBIGUOUS'), false);
    countItem(b, { status: 'FAIL', request: {}, message: 'line 3: x', result: null }, true);
    mergeTally(a, b);
    expect(a).toMatchObject({ rows: 5, failures: 3, malformed: 1, correctedRows: 1, correctionsByField: { zip_code: 1 } });
    expect(a.byStatus).toEqual({ SUCCESS: 4, FAIL: 1 });
    expect(a.byAccuracy).toEqual({ ROOFTOP: 1, NONE: 3 });

    const s: Summary = {
      input: { path: 'in.csv', format: 'csv', encoding: 'utf-8', delimiter: ';', header: true }, output: { path: 'stdout', format: 'csv' },
      columns: { street_address: 'Addr1 (--map)' }, ...summaryCounts(a), maxFailures: { limit: '2 rows', exceeded: true },
      elapsedSeconds: 2, rowsPerSecond: 2.5, peakRssBytes: 1, cpuSeconds: 1, interrupted: false, resumedRows: 0, exitCode: 1,
    };
    const text = summaryText(s);
    expect(text).toMatch(/verified 5 rows in 2\.0s/);
    expect(text).toMatch(/street_address <- Addr1 \(--map\)/);
    expect(text).toMatch(/status   SUCCESS 4, FAIL 1 \(1 malformed\)/);
    expect(text).toMatch(/failures 3 \(limit 2 rows: EXCEEDED\)/);
    expect(text).not.toMatch(/warning/);
  });

  it('says when the input had no rows at all (a gate passes nothing), and shows no columns as -', () => {
    const s: Summary = {
      input: { path: 'empty.csv', format: 'csv', encoding: 'utf8', header: false }, output: { path: 'stdout', format: 'csv' },
      columns: {}, ...summaryCounts(emptyTally()), maxFailures: { limit: '0 rows', exceeded: false },
      elapsedSeconds: 0, rowsPerSecond: 0, peakRssBytes: 1, cpuSeconds: 0, interrupted: false, resumedRows: 0, exitCode: 0,
    };
    const text = summaryText(s);
    expect(text).toMatch(/^ {2}columns {2}-$/m);
    expect(text).toMatch(/^ {2}warning {2}the input has no rows \(an empty file, or a header only\): nothing was checked$/m);
    expect(summaryText({ ...s, interrupted: true })).not.toMatch(/warning/);
  });

  it('with --endpoint, says per endpoint how many requests failed (and were sent again) apart from the rows it answered', () => {
    const s: Summary = {
      input: { path: 'in.csv', format: 'csv', encoding: 'utf8', header: true }, output: { path: 'stdout', format: 'csv' },
      columns: {}, ...summaryCounts(emptyTally()), elapsedSeconds: 1, rowsPerSecond: 0, peakRssBytes: 1, cpuSeconds: 0,
      interrupted: false, resumedRows: 0, exitCode: 0,
      remote: { requests: 36, retries: 16, endpoints: [{ url: 'http://10.0.0.5:8080', requests: 36, items: 20000, failures: 16 }] },
    };
    const text = summaryText(s);
    expect(text).toMatch(/^ {2}remote {3}36 requests, 16 retries$/m);
    expect(text).toMatch(/^ {4}http:\/\/10\.0\.0\.5:8080: 36 requests \(16 failed\), 20000 rows answered$/m);
  });

  it('says one of a thing in the singular: 1 request, 1 retry, 1 row', () => {
    const s: Summary = {
      input: { path: 'in.csv', format: 'csv', encoding: 'utf8', header: true }, output: { path: 'stdout', format: 'csv' },
      columns: {}, ...summaryCounts(emptyTally()), elapsedSeconds: 1, rowsPerSecond: 1, peakRssBytes: 1, cpuSeconds: 0,
      interrupted: false, resumedRows: 0, exitCode: 0, rows: 1,
      remote: { requests: 1, retries: 1, endpoints: [{ url: 'http://10.0.0.5:8080', requests: 1, items: 1, failures: 0 }] },
      rejects: { path: 'rejects.csv', format: 'csv', rows: 1 },
    };
    const text = summaryText(s);
    expect(text).toMatch(/^verified 1 row in /);
    expect(text).toMatch(/^ {2}remote {3}1 request, 1 retry$/m);
    expect(text).toMatch(/^ {4}http:\/\/10\.0\.0\.5:8080: 1 request \(0 failed\), 1 row answered$/m);
    expect(text).toMatch(/^ {2}rejects {2}1 row to rejects\.csv \(csv\)$/m);
  });
});

describe('buildSummary', () => {
  const tally = emptyTally();
  countItem(tally, item('ADDRESS_FOUND'), false);
  countItem(tally, item('ADDRESS_NOT_FOUND'), false);
  const parts = {
    file: 'in.csv',
    input: { format: 'csv', encoding: 'utf-8', hasHeader: true, mapping: { described: { street_address: 'Street' } } },
    format: 'json', tally, exceeded: false, elapsedMs: 2000, written: 1,
    usage: { maxRSS: 2, userCPUTime: 1_500_000, systemCPUTime: 500_000 },
    interrupted: false, resumedRows: 1, exitCode: 0,
  };

  it('lays the summary out in the --summary-json order, with units converted and the rate from this run\'s rows', () => {
    const s = buildSummary(parts);
    expect(Object.keys(s)).toEqual([
      'input', 'output', 'columns', 'rows', 'byStatus', 'byLookupStatus', 'byAccuracy', 'corrections', 'malformed', 'failures', 'unverified',
      'maxFailures', 'maxUnverified', 'rejects', 'elapsedSeconds', 'rowsPerSecond', 'peakRssBytes', 'cpuSeconds', 'interrupted', 'resumedRows', 'exitCode',
    ]);
    // no delimiter key for a source without one; stdout when no -o
    expect(s.input).toEqual({ path: 'in.csv', format: 'csv', encoding: 'utf-8', header: true });
    expect(s.output).toEqual({ path: 'stdout', format: 'json' });
    expect(s).toMatchObject({ rows: 2, failures: 1, maxFailures: null, elapsedSeconds: 2, rowsPerSecond: 0.5, peakRssBytes: 2048, cpuSeconds: 2, resumedRows: 1 });
  });

  it('states the limit and whether it was exceeded; a zero elapsed time gives rate 0', () => {
    const s = buildSummary({ ...parts, output: 'out.json', input: { ...parts.input, delimiter: ';' }, maxFailures: { kind: 'percent', max: 2 } as const, exceeded: true, elapsedMs: 0, exitCode: 1 });
    expect(s.maxFailures).toEqual({ limit: '2%', exceeded: true });
    expect(s.maxUnverified).toBeNull();
    const u = buildSummary({ ...parts, maxUnverified: { kind: 'count', max: 0 } as const, unverifiedExceeded: true, rejects: { path: 'r.csv', format: 'csv' } });
    expect(u.maxUnverified).toEqual({ limit: '0 rows', exceeded: true });
    expect(u.rejects).toEqual({ path: 'r.csv', format: 'csv', rows: u.failures + u.unverified });
    expect(s.input.delimiter).toBe(';');
    expect(s.output.path).toBe('out.json');
    expect(s.rowsPerSecond).toBe(0);
    expect(s.exitCode).toBe(1);
  });
});
