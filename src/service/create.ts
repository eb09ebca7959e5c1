// The one place that picks a LookupService: local now; remote (--endpoint) arrives with `serve`.
import { createLocalService, type ServiceResult } from './local.js';

export interface LookupServiceOptions {
  reference?: string;
  concurrency?: number;
}

export function createLookupService(opts: LookupServiceOptions): Promise<ServiceResult> {
  return createLocalService(opts);
}
