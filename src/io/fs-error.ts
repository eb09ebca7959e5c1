// A file-system error in words a user acts on ("no such file"), not an errno code ("ENOENT").

const WORDS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EMFILE: 'too many open files',
};

export function fsErrorText(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return (e?.code !== undefined ? WORDS[e.code] : undefined) ?? e?.code ?? (e as Error)?.message ?? String(err);
}
