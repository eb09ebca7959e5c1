// `usaddr reference info PATH`: what an index holds, as a table or JSON.
import { statSync } from 'node:fs';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { describeIndex, formatIndexInfo } from '../../reference/describe.js';
import { ReferenceFileError } from '../../reference/errors.js';
import { readIndexFile } from '../../reference/index-file.js';

export async function run(ctx: CliContext, opts: Record<string, unknown>, path: string): Promise<number> {
  let index;
  try {
    index = readIndexFile(path);
  } catch (err) {
    if (err instanceof ReferenceFileError) {
      const hint = err.code === 'MISSING' ? 'build one with' : err.code === 'UNREADABLE' ? 'give the path of an index file written by' : 'rebuild it with';
      throw new CliError(err.message, `${hint}: usaddr reference build <sources…> --out PATH`);
    }
    throw err;
  }
  const d = describeIndex(index, path, statSync(path).size);
  ctx.stdout.write(opts.json ? `${JSON.stringify(d, null, 2)}\n` : formatIndexInfo(d));
  return 0;
}
