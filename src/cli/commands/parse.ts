import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';

export async function run(_ctx: CliContext, _opts: Record<string, unknown>): Promise<number> {
  throw new CliError('this command is not built yet');
}
