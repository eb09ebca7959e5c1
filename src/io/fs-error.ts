// A file-system error in words a user acts on ("no such file"), not an errno code ("ENOENT").

const WORDS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EMFILE: 'too many open files',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file is too large',
  EIO: 'input/output error',
  EROFS: 'the file system is read-only',
  ENXIO: 'no such device or address',
  // zlib's, for a gzipped input
  Z_BUF_ERROR: 'the gzip data ends early (the file is cut short)',
  Z_DATA_ERROR: 'the gzip data is damaged',
};

/** A gzipped input that cannot be gunzipped to its end: cut short (a copy or download that stopped) or damaged. */
export function isGzipDamage(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException)?.code;
  return code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR';
}

/** What to do about it. */
export const GZIP_DAMAGE_HINT = '`gzip -t FILE` tests a gzip file; one cut short or damaged needs copying again (`gunzip -c FILE` recovers what comes before the damage)';

/** `write`: the file is being created, so a missing path means its directory is missing. */
export function fsErrorText(err: unknown, doing: 'read' | 'write' = 'read'): string {
  const e = err as NodeJS.ErrnoException;
  if (doing === 'write' && e?.code === 'ENOENT') return 'no such directory';
  return (e?.code !== undefined ? WORDS[e.code] : undefined) ?? e?.code ?? (e as Error)?.message ?? String(err);
}
