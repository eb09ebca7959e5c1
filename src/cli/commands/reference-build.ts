// `usaddr reference build <sources…> --out PATH`: wires the importers to a file and a summary.
import { basename } from 'node:path';
import ora from 'ora';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { countedGrouped } from '../../io/counted.js';
import { fsErrorText } from '../../io/fs-error.js';
import { outputTarget } from '../../io/output-target.js';
import { sameFileAs } from '../../io/same-file.js';
import { buildReference } from '../../reference/build.js';
import { formatBuildReport } from '../../reference/describe.js';
import { SourceError } from '../../reference/errors.js';
import { writeIndexFile } from '../../reference/index-file.js';
import type { Progress, SourceReport } from '../../reference/report.js';

const n = new Intl.NumberFormat('en-US');

function progressText(p: Progress, started: number): string {
  const secs = (Date.now() - started) / 1000;
  const pct = p.size > 0 ? ` ${Math.min(100, Math.round((p.bytesRead * 100) / p.size))}%` : '';
  return `reading ${basename(p.path)}:${pct} ${countedGrouped(p.rows, 'row')} (${n.format(Math.round(p.rows / Math.max(secs, 0.001)))} rows/s)`;
}

/** 'a.csv: 3 rows read, 0 accepted (rejected: NO_NUMBER 2, NO_STREET 1)' */
function sourceLine(r: SourceReport): string {
  const why = Object.entries(r.rejected).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([code, count]) => `${code} ${n.format(count)}`);
  return `${r.path}: ${countedGrouped(r.rows, 'row')} read, ${n.format(r.accepted)} accepted${why.length > 0 ? ` (rejected: ${why.join(', ')})` : ''}`;
}

export async function run(ctx: CliContext, opts: Record<string, unknown>, sources: string[]): Promise<number> {
  const out = typeof opts.out === 'string' ? opts.out : '';
  if (out === '') throw new CliError('reference build needs --out PATH', 'e.g. usaddr reference build points.oa.csv --out my.usaddr');
  const inputs = [...sources, ...(typeof opts.districts === 'string' ? [opts.districts] : [])];
  const clobbered = await sameFileAs(out, inputs);
  if (clobbered !== undefined) {
    throw new CliError(`--out ${out} is the source ${clobbered} (the same file, through a link or not): writing it would destroy the source`, 'choose another --out path');
  }
  const quiet = Boolean(opts.quiet);
  // a pseudo-terminal that reports 0 columns makes ora clear "infinitely many" wrapped lines
  const columns = (ctx.stderr as { columns?: number }).columns ?? 0;
  const spinner =
    ctx.interactive && columns > 0 && !quiet && !opts.json ? ora({ stream: ctx.stderr, discardStdin: false, text: 'reading the ZIP table…' }).start() : undefined;
  let started = Date.now();
  let current = '';
  try {
    const { index, report } = await buildReference(sources, {
      ...(typeof opts.districts === 'string' ? { districts: opts.districts } : {}),
      onProgress: (p) => {
        if (!spinner) return;
        if (p.path !== current) {
          current = p.path;
          started = Date.now();
        }
        spinner.text = progressText(p, started);
      },
    });
    // (the ZIP table alone is what the embedded default already is: a build that read no address is a mistake)
    if (report.counts.points === 0 && report.counts.ranges === 0) {
      spinner?.stop();
      throw new CliError(
        `the sources hold no address points or ranges (${report.sources.map(sourceLine).join('; ')}); nothing written`,
        'check that the files are the ones meant: an index of the ZIP table alone is what the embedded default already is',
      );
    }
    if (spinner) spinner.text = `writing ${out}…`;
    let bytes: number;
    try {
      // a link is followed to its file; a device or pipe, or a link to one, is written through
      const target = await outputTarget(out);
      bytes = writeIndexFile(target.path, index, !target.viaPartial);
    } catch (err) {
      throw new CliError(`cannot write ${out}: ${fsErrorText(err, 'write')}`, '--out takes a file path in a directory that exists and is writable');
    }
    spinner?.stop();
    if (opts.json) ctx.stdout.write(`${JSON.stringify({ out, bytes, ...report }, null, 2)}\n`);
    else if (!quiet) ctx.stderr.write(formatBuildReport(report, out, bytes));
    return 0;
  } catch (err) {
    spinner?.stop();
    if (err instanceof SourceError) {
      throw new CliError(err.message, err.hint ?? 'sources are OpenAddresses CSV / CSV.GZ (NUMBER, STREET, … header), .geojsonl lines, or TIGER ADDRFEAT CSV (TLID, FULLNAME, LFROMHN, …)');
    }
    throw err;
  }
}
