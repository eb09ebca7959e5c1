// A stand-in LookupService for the batch layer's tests: answers after a random delay and records
// how many chunks were outstanding at once. It tests the batch path, not the engine.
import type { OutputSink } from '../../src/io/output-sink.js';
import { finishChunkLookingUp, type ChunkJob } from '../../src/batch/chunk-job.js';
import type { LookupService, NearEngine } from '../../src/service/lookup-service.js';
import type { BulkItem, LookupRequest } from '../../src/wire/types.js';

export function fakeService(maxDelayMs = 5): LookupService & { maxOutstanding: number; calls: number } {
  let outstanding = 0;
  const svc = {
    maxOutstanding: 0,
    calls: 0,
    async lookupBulk(items: LookupRequest[]): Promise<BulkItem[]> {
      svc.calls += 1;
      outstanding += 1;
      svc.maxOutstanding = Math.max(svc.maxOutstanding, outstanding);
      await new Promise((r) => setTimeout(r, Math.random() * maxDelayMs));
      outstanding -= 1;
      return items.map((request, i) => ({
        status: 'SUCCESS',
        request,
        message: '',
        result: {
          original_lookup_request: request, lookup_index: i, address_line1: (request.street_address ?? '').toUpperCase(), address_line2: '',
          lookup_status: request.street_address?.includes('404') ? 'ADDRESS_NOT_FOUND' : 'ADDRESS_FOUND', address_accuracy_level: 'ZIP',
          address_breakdown: {} as never, address_additional_info: {} as never, address_delivery_info: {} as never,
          corrections: request.street_address?.includes('fix') ? [{ field: 'street_suffix', from: '', to: 'ST', reason: 'added' }] : [],
        },
      }));
    },
    async close() {},
  };
  return svc;
}

export function memorySink(): OutputSink & { text: string } {
  const s = {
    text: '',
    bytesWritten: 0,
    get bytesHandedOver() {
      return s.bytesWritten;
    },
    closed: false,
    async write(t: string | Uint8Array) {
      s.text += typeof t === 'string' ? t : Buffer.from(t).toString('utf8');
      s.bytesWritten += typeof t === 'string' ? Buffer.byteLength(t) : t.byteLength;
    },
    async end() {},
  };
  return s;
}

/** A fake with two lanes: lookupThen runs the chunk task here, recording which lane saw each request. */
export function laneService(): LookupService & NearEngine & { laneOfStreet: Map<string, Set<number>>; split: number } {
  const base = fakeService(3);
  const svc = {
    ...base,
    lanes: 2,
    split: 0,
    laneOfStreet: new Map<string, Set<number>>(),
    async lookupThen<J, R>(items: LookupRequest[], _task: unknown, job: J, lane?: number): Promise<R> {
      if (lane !== undefined) svc.split += 1;
      for (const r of items) {
        const set = svc.laneOfStreet.get(r.zip_code ?? '') ?? new Set<number>();
        set.add(lane ?? -1);
        svc.laneOfStreet.set(r.zip_code ?? '', set);
      }
      const looked = await base.lookupBulk(items);
      let k = 0;
      return finishChunkLookingUp((reqs) => looked.slice(k, (k += reqs.length)), items, job as ChunkJob) as R;
    },
  };
  return svc;
}
