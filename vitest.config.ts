// Two layers (docs/testing.md): `unit` (pure logic, module and template folders: no build, no
// CLI, no sync of the whole demo) and `integration` (sync, build, serve, crash safety, the CLI),
// which reads the run's one shared build of the demo family (tests/setup/family-build.ts).
// The folder decides the layer: tests/integration/ is integration, every other test file unit.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { prepareRun } from './tests/setup/run-env.ts';

// Every process of the run is marked and its temporary folders go to its own TMPDIR, so the
// global teardown finds what the tests left behind (tests/setup/leaks.ts); its builds encode
// images at the fast setting (tests/setup/run-env.ts).
prepareRun();

export default defineConfig({
  test: {
    environment: 'node',
    // Tests that build or serve use their own temporary folders and ephemeral ports.
    pool: 'forks',
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'site/**/*.test.tsx'],
          // Files share a worker's modules instead of importing React, zod and the schemas anew
          // each (the import was 85% of the layer's time): a unit test leaves no module state
          // behind (no vi.mock; stubbed env restored), docs/testing.md "Adding a test".
          isolate: false,
          unstubEnvs: true,
          // A worker per core: Vitest's default (one fewer than the cores) left one of two idle.
          maxWorkers: availableParallelism(),
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/setup/unit-global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'],
          // As in the unit layer, files share a worker's modules (the pipeline's imports were a
          // fifth of the layer's time): a test passes what it sets to the code it calls (a build's
          // options, a child's environment), never through this process's environment, which
          // `config()` reads once per process.
          isolate: false,
          // Builds of small sites and the CLI on the demo family; the family itself is built once, before.
          // A worker per core: each file is mostly one core's work (a build, a child process) or
          // waiting on a child.
          maxWorkers: availableParallelism(),
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/setup/integration-global.ts'],
        },
      },
    ],
  },
});
