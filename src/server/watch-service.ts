// The service as the routes use it, remembering whether the last lookup failed: /readyz reports that.
import type { BulkService } from './options.js';

export function watchService(inner: BulkService): { service: BulkService; lastError: () => string } {
  let error = '';
  const service: BulkService = {
    async lookupBulk(items) {
      try {
        const out = await inner.lookupBulk(items);
        error = '';
        return out;
      } catch (err) {
        error = `lookup workers: ${(err as Error).message}`;
        throw err;
      }
    },
    close: () => inner.close(),
    ...(inner.autocomplete ? { autocomplete: inner.autocomplete.bind(inner) } : {}),
  };
  return { service, lastError: () => error };
}
