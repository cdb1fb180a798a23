import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'infra/*', 'services/*', 'gateway', 'web', 'e2e'],
    // One test file per core. Vitest's default keeps a core for its main process (cores - 1 workers), which on
    // a 2-core machine runs every file one after another while that process mostly waits: two workers ran the
    // same 17 web files in 126 s instead of 270 s. Projects that must not overlap set fileParallelism: false.
    maxWorkers: availableParallelism(),
  },
});
