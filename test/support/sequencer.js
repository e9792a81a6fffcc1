/**
 * Jest's order of test files, except on a cold cache (CI's fresh clone): there jest orders by file
 * size, which started the browser and child-process suites (short files, the longest runs) last and
 * left one worker running them alone at the end. Files without recorded timings that launch a browser
 * or spawn the service go first; once jest has timings, its own order (longest first) stands.
 */
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const SLOW = /\b(browserFixture|startServerProcess|startWorkerProcess|runServerToExit)\(/;

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const slowUntimed = (t) => t.duration == null && SLOW.test(readFileSync(t.path, 'utf8'));
    return [...sorted.filter(slowUntimed), ...sorted.filter((t) => !slowUntimed(t))];
  }
}

module.exports = SlowFirstSequencer;
