import { execFileSync } from 'node:child_process';

/** Files of the working tree that git tracks or would track (untracked, not ignored), relative paths. */
export function repositoryFiles(dir: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: dir, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))];
}
