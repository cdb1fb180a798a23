import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'docstore', include: ['test/**/*.test.ts'], testTimeout: 30000 },
});
