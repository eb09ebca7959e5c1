// The live prompt: @inquirer/search asks the source at each keystroke (stale answers are aborted
// by the prompt's signal and dropped); Esc or Ctrl-C leave with undefined. A source that fails (an
// endpoint down, a key refused) ends the prompt with its error instead of an endless spinner; a busy one
// (429, 503) is shown and the prompt goes on.
import { styleText } from 'node:util';
import search from '@inquirer/search';
import { MAX_AUTOCOMPLETE_QUERY, type AutocompleteOptions } from '../../engine/index.js';
import { SuggestBusy, type SuggestSource } from '../../service/suggest-source.js';
import type { AutocompleteSuggestion } from '../../wire/types.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { BRACKETED_PASTE_OFF, BRACKETED_PASTE_ON, pasteSafeInput } from './paste.js';

/** The key help line as @inquirer/search draws it: `↑↓ navigate • ⏎ select`. */
function helpTip(keys: [string, string][]): string {
  return keys.map(([key, action]) => `${styleText('bold', key)} ${styleText('dim', action)}`).join(styleText('dim', ' • '));
}

/** screen: the terminal stream the prompt draws on (stderr, or stdout when only it is a terminal). */
export async function pickLive(ctx: CliContext, screen: NodeJS.WritableStream, source: SuggestSource, options: AutocompleteOptions): Promise<AutocompleteSuggestion | undefined> {
  const leave = new AbortController();
  let failed: { err: unknown } | undefined;
  let term = '';
  const onKey = (data: Buffer | string): void => {
    const s = data.toString();
    // a lone ESC byte is the Esc key (arrow keys arrive as ESC [ …); Ctrl-D on an empty line closes
    // readline, which leaves the prompt unsettled: both leave
    if (s === '\u001b' || (s === '\u0004' && term === '')) leave.abort();
  };
  ctx.stdin.on('data', onKey);
  const typed = pasteSafeInput(ctx.stdin);
  // the terminal marks what is pasted, so a pasted address's line breaks are never Enter (paste.ts)
  screen.write(BRACKETED_PASTE_ON);
  const stopOnSigint = (): void => leave.abort();
  ctx.signal.addEventListener('abort', stopOnSigint);
  // killed or hung up on: close the prompt first, or the terminal is left raw (no echo, no line editing);
  // 'on', not 'once': the prompt's signal-exit kills the process at once if it finds itself the only listener
  let killed: string | undefined;
  const onKill = (signal: NodeJS.Signals): void => {
    killed ??= signal;
    leave.abort();
  };
  process.on('SIGTERM', onKill);
  process.on('SIGHUP', onKill);
  try {
    return await search<AutocompleteSuggestion>(
      {
        message: 'Address',
        // the prompt's own help line names arrows and Enter only: say how to leave too, in its style
        theme: { style: { keysHelpTip: (keys: [string, string][]) => helpTip([...keys, ['esc', 'leave']]) } },
        // the header, a blank line and the key help take 3 rows: a taller list would push the typed line out of view
        pageSize: Math.max(1, Math.min(10, options.limit ?? 10, ((screen as { rows?: number }).rows ?? 24) - 4)),
        source: async (typedTerm, { signal }) => {
          term = typedTerm ?? '';
          if (term.trim() === '') return [];
          // shown in place of the list (not 'No results found'); the prompt goes on
          if (term.length > MAX_AUTOCOMPLETE_QUERY) throw new Error(`the query is longer than ${MAX_AUTOCOMPLETE_QUERY} characters`);
          let list;
          try {
            list = await source.suggest(term, options, signal);
          } catch (err) {
            // busy: shown in place of the list until a later keystroke is answered
            if (!(err instanceof SuggestBusy)) {
              failed ??= { err };
              leave.abort();
            }
            throw err;
          }
          if (signal.aborted) return [];
          return list.map((s) => ({ value: s, name: s.standardized_address }));
        },
      },
      { input: typed.input, output: screen, signal: leave.signal, clearPromptOnDone: false },
    );
  } catch (err) {
    if (failed) throw failed.err;
    if (killed) throw new CliError(`stopped by ${killed}`, undefined, EXIT.INTERRUPTED);
    const name = (err as Error)?.name;
    if (name === 'ExitPromptError' || name === 'AbortPromptError') return undefined;
    throw err;
  } finally {
    typed.close();
    screen.write(BRACKETED_PASTE_OFF);
    ctx.stdin.off('data', onKey);
    ctx.signal.removeEventListener('abort', stopOnSigint);
    process.off('SIGTERM', onKill);
    process.off('SIGHUP', onKill);
  }
}
