import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Pinned real servers under test/fixtures/npm carry their own dependencies' test files.
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests spawn real servers; two cores in CI, so keep parallelism modest.
    maxWorkers: 2,
  },
});
