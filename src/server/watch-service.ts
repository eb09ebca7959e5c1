// The service as the routes use it, remembering whether the last lookup failed: /readyz reports that.
import type { ResultTask } from '../service/lookup-service.js';
import type { LookupRequest } from '../wire/types.js';
import type { BulkService } from './options.js';

export function watchService(inner: BulkService): { service: BulkService; lastError: () => string } {
  let error = '';
  const watched = async <T>(work: Promise<T>): Promise<T> => {
    try {
      const out = await work;
      error = '';
      return out;
    } catch (err) {
      error = `lookup workers: ${(err as Error).message}`;
      throw err;
    }
  };
  const lookupThen = inner.lookupThen?.bind(inner);
  const service: BulkService = {
    lookupBulk: (items) => watched(inner.lookupBulk(items)),
    close: () => inner.close(),
    ...(inner.autocomplete ? { autocomplete: inner.autocomplete.bind(inner) } : {}),
    ...(lookupThen ? { lookupThen: <J, R>(items: LookupRequest[], task: ResultTask, job: J, lane?: number) => watched(lookupThen<J, R>(items, task, job, lane)) } : {}),
  };
  return { service, lastError: () => error };
}
