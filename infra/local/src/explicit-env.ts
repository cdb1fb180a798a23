/** What a process needs from the shell to run at all; everything else it is given explicitly. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'] as const;

/**
 * The environment of a process spawned by a test or a benchmark: the few variables needed to find programs
 * and temporary folders, plus `given`. Nothing else from the caller's shell (an `ADMIN_PASSWORD`, a
 * `MONGO_URL`, a `LOG_LEVEL` exported for another purpose) can change what the process does.
 */
export function explicitEnv(
  given: Record<string, string>,
  from: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const inherited: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = from[name];
    if (value !== undefined) inherited[name] = value;
  }
  return { ...inherited, ...given };
}
