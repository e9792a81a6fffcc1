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
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic', importSource: 'preact' } } } },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Tests that start servers or talk to Redis clean up after themselves; a hang is a bug, not a wait.
  testTimeout: 90000,
  // Jest's default is one worker per core but one; on a two-core machine that runs the suites one by one, while
  // part of the wall time is child processes and sockets waiting. Two workers: three measured slower (the run is
  // CPU-bound; docs/decisions.md "Test suite time").
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  // On a cold cache (CI), the browser and child-process suites first rather than last (see the file).
  testSequencer: '<rootDir>/test/support/sequencer.js',
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
