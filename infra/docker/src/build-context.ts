import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import dockerignore from '@balena/dockerignore';

/**
 * Copies into `target` the build context `docker build` would send from `repoRoot`: the files a clean
 * clone has (tracked and new, never what .gitignore excludes: installs, builds, data) less .dockerignore.
 */
export function copyBuildContext(repoRoot: string, target: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  const rules = dockerignore().add(readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n'));
  // A file deleted in the work tree but still in the index is not part of the context.
  const files = rules.filter([...new Set(listed)]).filter((file) => existsSync(join(repoRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(repoRoot, file), join(target, file));
  }
  return files;
}
