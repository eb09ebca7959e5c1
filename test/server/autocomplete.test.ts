// GET /v1/addresses/autocomplete over real HTTP on the synthetic town's index, each answer checked
// against the served OpenAPI document.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIndexFile } from '../../src/reference/index-file.js';
import { buildTown } from '../engine/lookup/town.js';
import { auth, call, openapiChecker, startServer, type Answer, type Running } from './helpers.js';
import { tempDir } from '../helpers/tmp.js';

const PATH = '/v1/addresses/autocomplete';
type Found = { suggestions: { standardized_address: string; components: Record<string, string> }[] };
type ErrorBody = { error: { code: string; message: string } };

describe('GET /v1/addresses/autocomplete', () => {
  let s: Running;
  let dir: string;
  let checker: Awaited<ReturnType<typeof openapiChecker>>;
  const get = async (params: Record<string, string>, headers = auth()): Promise<Answer> => {
    const a = await call(s.base, 'GET', `${PATH}?${new URLSearchParams(params)}`, { headers });
    checker.check(PATH, 'GET', a);
    return a;
  };
  const addresses = (a: Answer): string[] => (a.body as Found).suggestions.map((x) => x.standardized_address);

  beforeAll(async () => {
    dir = tempDir('usaddr-ac-');
    const index = join(dir, 'town.usaddr');
    writeIndexFile(index, buildTown().reference);
    s = await startServer({ reference: index });
    checker = await openapiChecker(s.base);
  });
  afterAll(async () => {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is in the OpenAPI document with its query parameters', () => {
    const text = JSON.stringify(checker.doc.paths[PATH]);
    for (const p of ['query', 'limit', 'states', 'cities', 'zips', 'prefer_states', 'prefer_cities', 'prefer_zips']) expect(text).toContain(`"${p}"`);
  });

  it('200: completions in the v1 shape, the unit on the street part', async () => {
    const a = await get({ query: '300 n main st apt 2' });
    expect(a.status).toBe(200);
    expect((a.body as Found).suggestions[0]).toEqual({
      standardized_address: '300 N MAIN ST APT 2, MAPLE FALLS, VT 05990',
      components: { street_address: '300 N MAIN ST', apt_suite_other: 'APT 2', city: 'MAPLE FALLS', state: 'VT', zip_code: '05990' },
    });
  });

  it('limit, include-only and prefer options as query parameters', async () => {
    expect(addresses(await get({ query: '3 church', limit: '1' }))).toEqual(['3 CHURCH ST, MAPLE FALLS, VT 05990']);
    expect(addresses(await get({ query: '3 church', zips: '05991' }))).toEqual(['3 CHURCH ST, MAPLE FALLS, VT 05991']);
    expect(addresses(await get({ query: '3 church', prefer_zips: '05991,00000' }))[0]).toBe('3 CHURCH ST, MAPLE FALLS, VT 05991');
    expect(addresses(await get({ query: '3 church', states: 'NY' }))).toEqual([]);
  });

  it('422 in the error body: empty, blank or over-long query, bad limit', async () => {
    for (const params of [{}, { query: '' }, { query: '   ' }, { query: 'x'.repeat(301) }, { query: '10 elm', limit: '0' }, { query: '10 elm', limit: '51' }, { query: '10 elm', limit: 'ten' }]) {
      const a = await get(params as Record<string, string>);
      expect(a.status, JSON.stringify(params)).toBe(422);
      expect((a.body as ErrorBody).error.code).toBe('INVALID_REQUEST');
    }
  });

  it('422 naming the parameter for a state or ZIP filter that is not a code (a typo would silently empty the list)', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ states: 'California' }, 'querystring/states', 'CALIFORNIA'],
      [{ prefer_states: 'VT,vermont' }, 'querystring/prefer_states', 'VERMONT'],
      [{ zips: '0599' }, 'querystring/zips', '0599'],
      [{ prefer_zips: '05991,05990-1234' }, 'querystring/prefer_zips', '05990-1234'],
    ];
    for (const [filter, where, bad] of cases) {
      const a = await get({ query: '3 church', ...filter });
      expect(a.status, JSON.stringify(filter)).toBe(422);
      const e = (a.body as ErrorBody).error;
      expect(e.code).toBe('INVALID_REQUEST');
      expect(e.message).toContain(where);
      expect(e.message.toUpperCase()).toContain(bad);
    }
    // codes in any case, spaces and empty entries are still fine
    expect(addresses(await get({ query: '3 church', states: ' vt, ', zips: '05991' }))).toEqual(['3 CHURCH ST, MAPLE FALLS, VT 05991']);
  });

  it('401 without a key; the query is not echoed in the error', async () => {
    const a = await get({ query: '10 elm' }, {});
    expect(a.status).toBe(401);
    expect(a.text).not.toContain('elm');
  });
});
