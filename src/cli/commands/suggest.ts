// `usaddr suggest`: suggestions for a query, or a live prompt whose pick is verified by the bulk lookup.
import { resolve } from 'node:path';
import { FILTER_FORMS, MAX_AUTOCOMPLETE_QUERY, MAX_SUGGESTIONS, badFilterValue, type AutocompleteOptions, type FilterForm } from '../../engine/index.js';
import { readIndexBytes } from '../../reference/index-file.js';
import { ReferenceFileError } from '../../reference/errors.js';
import { buildEngine } from '../../service/engine-factory.js';
import { LookupStopped } from '../../service/lookup-service.js';
import { remoteSuggestSource } from '../../service/remote-suggest.js';
import { localSuggestSource, type SuggestSource } from '../../service/suggest-source.js';
import type { CliContext } from '../context.js';
import { apiKeyOption } from '../api-key.js';
import { CliError, EXIT } from '../errors.js';
import { timerMs } from '../timer-seconds.js';
import { suggestionsText, verifiedText } from '../suggest/format.js';
import { pickLive } from '../suggest/prompt.js';

function list(v: unknown): string[] | undefined {
  return typeof v === 'string' ? v.split(',').map((x) => x.trim()).filter((x) => x !== '') : undefined;
}

/** A filter list whose every value must look like a state code or a ZIP: a typo would empty every list silently. */
function checked(flag: string, v: unknown, form: FilterForm): string[] | undefined {
  const values = list(v);
  const bad = badFilterValue(values, form);
  if (bad !== undefined) throw new CliError(`${flag} takes ${FILTER_FORMS[form].what}, got '${bad}'`);
  return values;
}

function readSuggestOptions(opts: Record<string, unknown>): AutocompleteOptions {
  const limit = Number(opts.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS) throw new CliError(`--limit must be a whole number from 1 to ${MAX_SUGGESTIONS}, got '${String(opts.limit)}'`);
  return {
    limit,
    states: checked('--state', opts.state, 'state'),
    cities: list(opts.city),
    zips: checked('--zip', opts.zip, 'zip'),
    preferStates: checked('--prefer-state', opts.preferState, 'state'),
    preferCities: list(opts.preferCity),
    preferZips: checked('--prefer-zip', opts.preferZip, 'zip'),
  };
}

/** --endpoint: the same calls over a v1 service; else the engine here. */
function openSource(opts: Record<string, unknown>): SuggestSource {
  if (typeof opts.endpoint !== 'string') return localSource(opts.reference);
  if (opts.reference !== undefined) throw new CliError('--reference and --endpoint: the endpoint suggests from its own reference', 'give one of them');
  const timeoutMs = timerMs(opts.requestTimeout, '--request-timeout', 'must be a number of seconds above 0');
  const made = remoteSuggestSource({ endpoint: opts.endpoint, apiKey: apiKeyOption(opts.apiKey), timeoutMs });
  if (!made.ok) throw new CliError(made.message);
  return made.source;
}

function localSource(reference: unknown): SuggestSource {
  if (typeof reference !== 'string') return localSuggestSource(buildEngine());
  const path = resolve(reference);
  try {
    return localSuggestSource(buildEngine({ referenceBytes: readIndexBytes(path), referencePath: path }));
  } catch (err) {
    if (err instanceof ReferenceFileError) throw new CliError(err.message, '--reference takes an index file written by `usaddr reference build <sources…> --out PATH`');
    throw err;
  }
}

const EMBEDDED_HINT =
  'hint: the embedded ZIP table has no streets: type the city too (12 main st, middleb), or give --reference INDEX\n';

export async function run(ctx: CliContext, opts: Record<string, unknown>, words?: string[]): Promise<number> {
  // `usaddr suggest 123 main st` is the query "123 main st", as if quoted
  const query = Array.isArray(words) && words.length > 0 ? words.join(' ') : undefined;
  const options = readSuggestOptions(opts);
  const json = opts.json === true;
  const live = query === undefined;
  // the prompt draws on stderr when it is a terminal, so stdout can be redirected to keep only the pick
  const screen = ctx.stderr.isTTY ? ctx.stderr : ctx.stdout.isTTY ? ctx.stdout : undefined;
  if (live && !(ctx.stdin.isTTY && screen)) {
    throw new CliError('no query, and not a terminal for the live prompt', 'give the query as an argument: usaddr suggest "123 main st"');
  }
  if (!live && query.length > MAX_AUTOCOMPLETE_QUERY) throw new CliError(`the query is longer than ${MAX_AUTOCOMPLETE_QUERY} characters`);
  const source = openSource(opts);
  // Ctrl-C while an endpoint is asked: closing the source drops its requests now, not after --request-timeout
  const stop = (): void => void source.close?.();
  ctx.signal.addEventListener('abort', stop);
  try {
    if (!live) {
      const suggestions = await source.suggest(query, options, ctx.signal);
      if (ctx.signal.aborted) return EXIT.INTERRUPTED;
      ctx.stdout.write(json ? `${JSON.stringify({ suggestions })}\n` : suggestionsText(suggestions));
      // the embedded table completes only a city, state or ZIP: say so, or a first try looks broken
      if (suggestions.length === 0 && opts.reference === undefined && opts.endpoint === undefined) ctx.stderr.write(EMBEDDED_HINT);
      return EXIT.OK;
    }
    const pick = await pickLive(ctx, screen!, source, options);
    if (!pick) return ctx.signal.aborted ? EXIT.INTERRUPTED : EXIT.OK;
    const item = await source.verify(pick);
    if (ctx.signal.aborted) return EXIT.INTERRUPTED;
    ctx.stdout.write(json ? `${JSON.stringify(item)}\n` : verifiedText(item));
    return EXIT.OK;
  } catch (err) {
    if (ctx.signal.aborted) return EXIT.INTERRUPTED;
    // an endpoint that cannot answer, or refuses the key: one line, exit 2
    if (err instanceof LookupStopped) throw new CliError(`suggest stopped: ${err.message}`, 'check --endpoint (a usaddr serve or other v1 service) and --api-key');
    throw err;
  } finally {
    ctx.signal.removeEventListener('abort', stop);
    await source.close?.();
  }
}
