import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'site/**/*.test.tsx'],
    environment: 'node',
    // Sync and build tests run the whole pipeline on the demo family (two sites, ~290 pages).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Tests that build or serve use their own temporary folders and ephemeral ports.
    pool: 'forks',
  },
});
