import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // every test file's temporary directories are removed when it ends (test/helpers/tmp.ts)
    setupFiles: ['test/setup/temp-dirs.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
