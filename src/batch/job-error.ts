// A verify job that could not run or stopped part-way, in words; the CLI adds the hint for each reason.

/** resume: no usable checkpoint; input: unreadable or unmappable; reference/startup: no lookup service; output: -o cannot be opened; stopped: the run broke off; remote: the endpoints failed past --retries or refused the key. */
export type JobErrorReason = 'resume' | 'input' | 'reference' | 'startup' | 'output' | 'stopped' | 'remote';

export class JobError extends Error {
  constructor(
    message: string,
    readonly reason: JobErrorReason,
    /** what to do, when the cause says more than the reason's own hint */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'JobError';
  }
}
