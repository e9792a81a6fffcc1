/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    // Page templates are TSX rendered by preact-render-to-string (automatic runtime, as tsconfig.json says).
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', importSource: 'preact' } },
        },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Tests that start servers or talk to Redis clean up after themselves; a hang is a bug, not a wait.
  testTimeout: 90000,
  // The run's Redis is found once, before collection: a test that needs one and has none is collected as skipped.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // One worker per core and one more: part of the run is the worker suites waiting out fixed windows on child
  // processes and Redis, which the extra worker overlaps with CPU work (docs/decisions.md "Tests").
  maxWorkers: require('node:os').availableParallelism() + 1,
  // How long a worker may take to exit once the run is over before Jest kills it with its "failed to exit gracefully"
  // notice. Jest's 500 ms is too short on the loaded 2-core machine with nothing left open: a worker of
  // test/calculators (168 MB of heap) took 234 ms from Jest's end message to its exit event alone, with only its IPC
  // pipes active, and was killed before it finished exiting; with 10 s, none was. A handle left open keeps a worker
  // alive for good, so a leak still ends in the notice (find it with --detectOpenHandles).
  workerGracefulExitTimeout: 10_000,
  // On a cold cache (CI), the browser and child-process suites first rather than last (see the file).
  testSequencer: '<rootDir>/test/support/sequencer.js',
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
