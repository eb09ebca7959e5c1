// GET /v1/addresses/autocomplete: completions of a partly typed address, run on the lookup workers
// (they already hold the index once, in shared memory, and keep the server's event loop free).
import type { FastifyInstance } from 'fastify';
import { FILTER_FORMS, badFilterValue, type FilterForm } from '../../engine/autocomplete/filters.js';
import { DEFAULT_SUGGESTIONS, MAX_QUERY_LENGTH, MAX_SUGGESTIONS, type AutocompleteOptions, type AutocompleteResult } from '../../engine/autocomplete/types.js';
import { toAutocompleteResponse } from '../../wire/autocomplete.js';
import { HttpError, errorResponses } from '../errors.js';
import type { BulkService } from '../options.js';

const text = { type: 'string' } as const;
const list = (what: string) => ({ type: 'string', maxLength: 2000, description: `comma-separated ${what}` }) as const;

const querySchema = {
  type: 'object',
  required: ['query'],
  properties: {
    query: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH, description: 'any part of an address as typed so far: 123 main, 1516 folsom st #, a partial city or ZIP' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_SUGGESTIONS, default: DEFAULT_SUGGESTIONS, description: `suggestions wanted (default ${DEFAULT_SUGGESTIONS}, at most ${MAX_SUGGESTIONS})` },
    states: list('two-letter USPS state codes: only these (anything else is a 422)'),
    cities: list('city names: only these'),
    zips: list('5-digit ZIPs: only these (anything else is a 422)'),
    prefer_states: list('two-letter USPS state codes ranked first among equals (anything else is a 422)'),
    prefer_cities: list('city names ranked first among equals'),
    prefer_zips: list('5-digit ZIPs ranked first among equals (anything else is a 422)'),
  },
} as const;

const suggestionSchema = {
  $id: 'AutocompleteSuggestion',
  type: 'object',
  required: ['standardized_address', 'components'],
  properties: {
    standardized_address: { type: 'string', description: '"STREET UNIT, CITY, ST ZIP"; "CITY, ST ZIP" when only a place was completed' },
    components: {
      type: 'object',
      required: ['street_address', 'apt_suite_other', 'city', 'state', 'zip_code'],
      properties: { street_address: text, apt_suite_other: text, city: text, state: text, zip_code: text },
    },
  },
} as const;

interface Query {
  query: string;
  limit?: number;
  states?: string;
  cities?: string;
  zips?: string;
  prefer_states?: string;
  prefer_cities?: string;
  prefer_zips?: string;
}

const split = (s: string | undefined): string[] | undefined => (s === undefined ? undefined : s.split(',').map((x) => x.trim()).filter((x) => x !== ''));

/** a state or ZIP list, refused (422 naming the parameter) when a value is not of its form, as the CLI refuses it */
function checked(q: Query, name: 'states' | 'zips' | 'prefer_states' | 'prefer_zips', form: FilterForm): string[] | undefined {
  const values = split(q[name]);
  const bad = badFilterValue(values, form);
  if (bad !== undefined) throw new HttpError(422, 'INVALID_REQUEST', `querystring/${name} takes ${FILTER_FORMS[form].what}, got '${bad}'`);
  return values;
}

function optionsOf(q: Query): AutocompleteOptions {
  return {
    limit: q.limit,
    states: checked(q, 'states', 'state'),
    cities: split(q.cities),
    zips: checked(q, 'zips', 'zip'),
    preferStates: checked(q, 'prefer_states', 'state'),
    preferCities: split(q.prefer_cities),
    preferZips: checked(q, 'prefer_zips', 'zip'),
  };
}

export async function autocompleteRoutes(app: FastifyInstance, opts: { service: BulkService }): Promise<void> {
  app.addSchema(suggestionSchema);
  app.get<{ Querystring: Query }>('/v1/addresses/autocomplete', {
    schema: {
      summary: 'Complete a partly typed address',
      description:
        'Street addresses from the reference (house number, street, unit, city, state, ZIP), or a city / ZIP alone, best first. ' +
        'Tolerates one typo in a word of 4+ letters, a half-typed last word, abbreviations both ways and spelled ordinals. ' +
        `An empty (or blank) or over-long (> ${MAX_QUERY_LENGTH} characters) query is a 422, and so is a state or ZIP filter value that is not a two-letter code or 5 digits.`,
      tags: ['lookup'],
      querystring: querySchema,
      response: {
        200: {
          description: 'the suggestions, best first (possibly none)',
          type: 'object',
          required: ['suggestions'],
          properties: { suggestions: { type: 'array', items: { $ref: 'AutocompleteSuggestion#' } } },
        },
        ...errorResponses([401, 422, 429, 500, 503]),
      },
    },
    handler: async (request) => {
      const q = request.query;
      if (q.query.trim() === '') throw new HttpError(422, 'INVALID_REQUEST', 'querystring/query must not be blank');
      const options = optionsOf(q);
      if (!opts.service.autocomplete) throw new HttpError(503, 'UNAVAILABLE', 'autocomplete is not available from this lookup service');
      let found: AutocompleteResult;
      try {
        found = await opts.service.autocomplete(q.query, options);
      } catch (err) {
        throw new HttpError(503, 'UNAVAILABLE', `autocomplete unavailable: ${(err as Error).message}`);
      }
      // the schema already bounds the query; the engine's own refusal is the same 422 if it ever differs
      if (!found.ok) throw new HttpError(422, 'INVALID_REQUEST', `querystring/query: ${found.message}`);
      return toAutocompleteResponse(found.suggestions);
    },
  });
}
